import { once } from "node:events";
import { createServer } from "node:net";

/** A mail server on a free local port that takes every mail and keeps what it was sent, enough of SMTP for nodemailer. */
export async function startFakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data: string | undefined;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data !== undefined) {
          if (line === ".") {
            received.push(data);
            data = undefined;
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake\r\n");
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write("250 ok\r\n");
        else if (/^DATA/i.test(line)) {
          data = "";
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the fake mail server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    /** Each mail's data as sent, headers and body. */
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
