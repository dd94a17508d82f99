import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

const CLIENT = path.resolve(__dirname, "..");
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.|merge-classes/.test(e.name) ? [path.join(dir, e.name)] : []);
/** Every string literal of a file that looks like a list of Tailwind classes. */
const classLists = (file: string): string[] =>
  [...fs.readFileSync(file, "utf8").matchAll(/"([a-z0-9!\-[][^"\n]*)"/g)]
    .map((m) => m[1]!)
    .filter((s) => /^[\w!\-:[\]/.%()#,>&*=+@'~]+( [\w!\-:[\]/.%()#,>&*=+@'~]+)*$/.test(s) && /(^|[\s:])(p|m|px|py|w|h|text|bg|border|rounded|flex|gap)-/.test(s));

const set = (s: string) => [...new Set(s.split(" ").filter(Boolean))].sort();

describe("mergeClasses", () => {
  it("keeps the later class of a family, under the same variants", () => {
    expect(mergeClasses("h-9 px-4 py-2 h-8 px-2")).toBe("py-2 h-8 px-2");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("px-2 p-4")).toBe("p-4");
    expect(mergeClasses("text-sm text-muted-foreground text-xs")).toBe("text-muted-foreground text-xs");
    expect(mergeClasses("hover:bg-accent bg-primary hover:bg-red-600")).toBe("bg-primary hover:bg-red-600");
    expect(mergeClasses("border border-input border-2 border-b")).toBe("border-input border-2 border-b");
    expect(mergeClasses("flex hidden sm:flex")).toBe("hidden sm:flex");
    expect(mergeClasses("custom-a custom-b custom-a")).toBe("custom-b custom-a");
  });

  // The app's shared components (components/ui) take a className that overrides their own classes:
  // every such pair found in the code merges as tailwind-merge merges it.
  it("merges every class list of components/ui with every class list of the app as tailwind-merge does", () => {
    const all = files(CLIENT);
    const bases = [...new Set(all.filter((f) => f.includes(`${path.sep}ui${path.sep}`)).flatMap(classLists))];
    const overrides = [...new Set(all.flatMap(classLists))];
    expect(bases.length).toBeGreaterThan(50);
    expect(overrides.length).toBeGreaterThan(300);
    const differ: string[] = [];
    // Each list of the app after four of the components' lists (a different four for each), and
    // each component's list after three others: about 2,600 merges (the full product takes 15 s).
    const pairs = [
      ...overrides.flatMap((override, i) => [0, 1, 2, 3].map((k) => [bases[(i * 4 + k) % bases.length]!, override])),
      ...bases.flatMap((a, i) => [1, 2, 3].map((k) => [a, bases[(i + k) % bases.length]!])),
    ];
    for (const [base, override] of pairs) {
      const input = `${base} ${override}`;
      if (set(mergeClasses(input)).join(" ") !== set(twMerge(input)).join(" ")) differ.push(input);
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 20_000);
});
