import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ParsingItem, ParsingSession } from "@/shared/api/parsing";
import { dropAnsweredItem, getParsingSessionQueryOptions } from "./get-parsing-session";

const place = (verse: number, position: number) => ({ bookId: "00000000-0000-4000-8000-000000000001", chapter: 1, verse, position });
const item = (verse: number, position: number) => ({ place: place(verse, position), form: `f${verse}.${position}` }) as unknown as ParsingItem;
const session = (items: ParsingItem[]) => ({ title: "Genesis 1", items, dueCount: 0, accuracy: { binyan: [], tense: [] }, now: "2026-01-01T00:00:00.000Z" }) as ParsingSession;

describe("dropAnsweredItem", () => {
  it("takes the answered form out of every cached round that holds it, keeping each round's time", () => {
    const client = new QueryClient();
    const chapter = getParsingSessionQueryOptions({ book: place(1, 1).bookId, chapter: 1 }).queryKey;
    const collection = getParsingSessionQueryOptions({ collection: "c" }).queryKey;
    client.setQueryData(chapter, session([item(1, 2), item(1, 3), item(3, 1)]), { updatedAt: 1000 });
    client.setQueryData(collection, session([item(3, 1)]), { updatedAt: 2000 });

    dropAnsweredItem(client, place(3, 1));
    expect(client.getQueryData<ParsingSession>(chapter)!.items.map((i) => i.form)).toEqual(["f1.2", "f1.3"]);
    expect(client.getQueryData<ParsingSession>(collection)!.items).toEqual([]);
    expect(client.getQueryState(chapter)!.dataUpdatedAt).toBe(1000);
    expect(client.getQueryState(collection)!.dataUpdatedAt).toBe(2000);

    // A place in no round changes nothing.
    const before = client.getQueryData(chapter);
    dropAnsweredItem(client, place(9, 9));
    expect(client.getQueryData(chapter)).toBe(before);
  });
});
