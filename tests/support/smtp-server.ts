import net from "node:net";

/** What the test SMTP server received in one message. */
export interface ReceivedMail { ehlo: string; from: string; to: string[]; data: string; auth: string | null }

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /** Every line the clients sent, in order (commands, AUTH's answers and DATA's lines). */
  lines: string[];
  close(): Promise<void>;
}

const b64 = (s: string) => Buffer.from(s, "base64").toString("utf8");

/**
 * A minimal SMTP server over a real socket (RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT), enough for nodemailer to deliver a message. It never offers STARTTLS (a STARTTLS command is
 * answered 502, as a plain-text relay or a man in the middle who strips it would). With `auth` it
 * offers AUTH PLAIN and LOGIN (RFC 4954) and takes any user and password, recording the user.
 */
export function startSmtpServer({ auth = false }: { auth?: boolean } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const lines: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    /** Within AUTH LOGIN: the next line is the user (then the password). */
    let loginStep: "user" | "password" | null = null;
    let user: string | null = null;
    let current: ReceivedMail = { ehlo: "", from: "", to: [], data: "", auth: null };
    const fresh = () => ({ ehlo: current.ehlo, from: "", to: [], data: "", auth: user });
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.local ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          lines.push(...current.data.split("\r\n"), ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = fresh();
          reply("250 2.0.0 Ok: queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        lines.push(line);
        if (loginStep === "user") {
          user = b64(line);
          loginStep = "password";
          reply("334 UGFzc3dvcmQ6");
          continue;
        }
        if (loginStep === "password") {
          loginStep = null;
          current.auth = user;
          reply("235 2.7.0 Authentication successful");
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          current.ehlo = line.slice(5);
          socket.write(`250-test.local greets you\r\n250-8BITMIME\r\n${auth ? "250-AUTH PLAIN LOGIN\r\n" : ""}250 SIZE 1000000\r\n`);
        } else if (verb === "HELO") {
          current.ehlo = line.slice(5);
          reply("250 test.local");
        } else if (auth && verb === "AUTH") {
          const [, mechanism, initial] = line.split(" ");
          if (mechanism?.toUpperCase() === "PLAIN" && initial) {
            user = b64(initial).split("\0")[1] ?? "";
            current.auth = user;
            reply("235 2.7.0 Authentication successful");
          } else if (mechanism?.toUpperCase() === "LOGIN") {
            loginStep = "user";
            reply("334 VXNlcm5hbWU6");
          } else reply("504 5.5.4 Unrecognized authentication type");
        } else if (verb === "MAIL") {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 Ok");
        } else if (verb === "RCPT") {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 Ok");
        } else if (verb === "DATA") {
          if (!current.to.length) reply("503 5.5.1 Error: need RCPT command");
          else {
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
          }
        } else if (verb === "RSET") {
          current = fresh();
          reply("250 2.0.0 Ok");
        } else if (verb === "NOOP") {
          reply("250 2.0.0 Ok");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
          return;
        } else {
          reply("502 5.5.2 Error: command not recognized");
        }
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({
        port, messages, lines,
        close: () => new Promise((r) => {
          for (const s of sockets) s.destroy();
          server.close(() => r());
        }),
      });
    });
  });
}
