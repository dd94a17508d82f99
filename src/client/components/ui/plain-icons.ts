import { plainIcon } from "./plain-icon";

// The icons of each row of the Study table, as lucide-react 1.75 draws them (lucide, ISC License,
// Copyright (c) Lucide Contributors; plain-icon.test.tsx checks each against lucide-react's own).

/** lucide's circle-check (CircleCheckIcon). */
export const CircleCheckPlainIcon = plainIcon({
  name: "circle-check",
  node: [
    ["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }],
    ["path", { d: "m16 9-5.5 5.5L8 12", key: "xofnsj" }],
  ],
  aliases: ["check-circle-2"],
});

/** lucide's book-open (BookOpenIcon). */
export const BookOpenPlainIcon = plainIcon({
  name: "book-open",
  node: [
    ["path", { d: "M12 5v16", key: "1f6ucr" }],
    ["path", { d: "M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z", key: "1fyvmf" }],
  ],
});

/** lucide's circle-x (CircleXIcon). */
export const CircleXPlainIcon = plainIcon({
  name: "circle-x",
  node: [
    ["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }],
    ["path", { d: "m15 9-6 6", key: "1uzhvr" }],
    ["path", { d: "m9 9 6 6", key: "z0biqf" }],
  ],
  aliases: ["x-circle"],
});

/** lucide's volume-2 (Volume2Icon). */
export const Volume2PlainIcon = plainIcon({
  name: "volume-2",
  node: [
    ["path", { d: "M11 4.702a.705.705 0 0 0-1.203-.498L6.413 7.587A1.4 1.4 0 0 1 5.416 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.416a1.4 1.4 0 0 1 .997.413l3.383 3.384A.705.705 0 0 0 11 19.298z", key: "uqj9uw" }],
    ["path", { d: "M16 9a5 5 0 0 1 0 6", key: "1q6k2b" }],
    ["path", { d: "M19.364 18.364a9 9 0 0 0 0-12.728", key: "ijwkga" }],
  ],
});
