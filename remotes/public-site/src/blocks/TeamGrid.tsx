import type { TeamMember } from '@managewell/api/contract';
import { Picture } from '../media/Picture';

/** Follows `.team-grid`: 1 column on phones, 2 from 600px, 4 from 992px. */
const PHOTO_SIZES = '(min-width: 1200px) 282px, (min-width: 992px) 23vw, (min-width: 600px) 46vw, 92vw';

/** The people behind the pools: photo, name, role and a short bio. */
export function TeamGrid({ team }: { team: TeamMember[] }) {
  if (team.length === 0) return null;
  return (
    <ul className="team-grid">
      {team.map((member) => (
        <li key={member.name} className="team-grid__item">
          <Picture image={member.photo} sizes={PHOTO_SIZES} className="team-grid__photo" />
          <h3 className="team-grid__name">{member.name}</h3>
          <p className="team-grid__role">{member.role}</p>
          <p className="team-grid__bio">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
