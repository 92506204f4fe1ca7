/** Forwarding of public leads to the lead-capture service. */
// The forwarder, started by app.ts.
export { LeadForwarder, type StartOptions } from './forwarder';
// The table the public forms write a pending row to.
export { leadForwarding } from './schema';
