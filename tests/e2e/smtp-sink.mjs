// A real SMTP server for the end-to-end run (smtp-server, as the backend's own tests use): the store sends
// its mail here over SMTP, and each message is written as an .eml file into SMTP_SINK_DIR for the tests to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT || 2525);
const dir = process.env.SMTP_SINK_DIR;
if (!dir) throw new Error('SMTP_SINK_DIR is required');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      writeFileSync(join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
