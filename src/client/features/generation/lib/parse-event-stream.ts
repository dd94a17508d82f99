/** One server-sent event: its name and its data (JSON-decoded when it is JSON). */
export interface StreamEvent { event: string; data: unknown }

/**
 * Splits text/event-stream bytes into events as they arrive (WHATWG "event stream interpretation":
 * blank-line separated blocks of `event:` and `data:` lines; several data lines are joined by
 * "\n"). Feed it chunks; it returns the complete events and keeps the rest for the next chunk.
 */
export function createEventStreamParser(): (chunk: string) => StreamEvent[] {
  let buffer = "";
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    const events: StreamEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length === 0) continue;
      const text = data.join("\n");
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* plain text data */
      }
      events.push({ event, data: parsed });
    }
    return events;
  };
}
