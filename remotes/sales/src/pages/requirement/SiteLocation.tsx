import { type Lead, openStreetMapUrl } from '@managewell/api/contract';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';

/** Where the site survey is picked and saved (a shell page shared by verification and sales). */
export const siteSurveyPath = (leadId: number) => `/app/auth/map-form?lead=${leadId}`;

/** The lead's surveyed site: its coordinates with a link to OpenStreetMap, or a way to pick them. */
export function SiteLocation({ lead }: { lead: Lead }) {
  if (lead.site_latitude === null || lead.site_longitude === null)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="The site is not on the map yet"
        description={<Link to={siteSurveyPath(lead.id)}>Pick the site on the map</Link>}
      />
    );
  const lat = lead.site_latitude.toFixed(6);
  const lng = lead.site_longitude.toFixed(6);
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Site location: ${lat}, ${lng}`}
      description={
        <>
          {lead.site_note && <div>{lead.site_note}</div>}
          <a
            href={openStreetMapUrl(lead.site_latitude, lead.site_longitude)}
            target="_blank"
            rel="noreferrer"
          >
            Open in OpenStreetMap
          </a>
          {' · '}
          <Link to={siteSurveyPath(lead.id)}>Change on the map</Link>
        </>
      }
    />
  );
}
