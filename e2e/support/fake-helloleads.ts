import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedLead {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A stand-in for the HelloLeads API on E2E_HELLOLEADS_PORT (the server under test is configured
 * to post there). It records what it receives; while it is not started the port refuses connections.
 */
export class FakeHelloLeads {
  readonly received: ReceivedLead[] = [];
  private server: Server | null = null;

  async start(): Promise<void> {
    const port = Number(process.env.E2E_HELLOLEADS_PORT);
    this.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(text || '{}'),
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'success', lead_id: this.received.length }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  leadsFor(email: string): ReceivedLead[] {
    return this.received.filter((r) => r.body.email === email);
  }
}
