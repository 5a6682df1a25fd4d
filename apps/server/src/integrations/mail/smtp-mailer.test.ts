import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

/** The smallest SMTP receiver that keeps what it is given (no SMTP server package installs here). */
function startReceiver() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK\r\n');
      }
      let eol = buffer.indexOf('\r\n');
      while (!data && eol !== -1) {
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        eol = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

describe('SmtpMailer', () => {
  const receiver = startReceiver();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    port = (receiver.server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  it('sends the extra headers and inline images (cid) as given', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Agence <agence@exemple.fr>');
    await mailer.send({
      to: 'lea@exemple.fr',
      subject: 'Un bien pour votre recherche',
      text: 'Bonjour',
      html: '<img src="cid:bien-1@immopilote">',
      headers: {
        'List-Unsubscribe': '<https://immopilote.test/api/alerts/abc/unsubscribe>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [
        {
          filename: 'bien-1.jpg',
          contentType: 'image/jpeg',
          content: Buffer.from('jpeg'),
          cid: 'bien-1@immopilote',
        },
      ],
    });
    const [raw] = receiver.received;
    expect(raw).toContain('List-Unsubscribe: <https://immopilote.test/api/alerts/abc/unsubscribe>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('Content-ID: <bien-1@immopilote>');
    expect(raw).toMatch(/Content-Disposition: inline/);
  });
});
