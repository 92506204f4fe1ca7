import type { Client } from '@managewell/api/contract';
import { Picture } from '../media/Picture';

/** Logos of clients we built for; the logo's alt falls back to the client's name. */
export function ClientStrip({ clients }: { clients: Client[] }) {
  if (clients.length === 0) return null;
  return (
    <ul className="client-strip">
      {clients.map((client) => (
        <li key={client.name} className="client-strip__item">
          <Picture
            image={{ ...client.logo, alt: client.logo.alt || client.name }}
            sizes="160px"
            className="client-strip__logo"
          />
        </li>
      ))}
    </ul>
  );
}
