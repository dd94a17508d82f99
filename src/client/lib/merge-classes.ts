/**
 * A small Tailwind class merger for `cn()`: when two classes set the same thing (`px-4` then
 * `px-2`, `bg-primary` then `bg-red-600`, `text-sm` then `text-xs`), the later one wins, under the
 * same variants (`hover:`, `sm:`…). It knows the utility families this app uses; a class it does
 * not know is kept as it is (only exact repeats go). tailwind-merge did the same with a class map
 * of every Tailwind utility, built on its first call: a long task on a phone's start-up path.
 * merge-classes.test.ts compares the two on every class string of the app.
 */

/** Families a later class of which replaces earlier classes of these too (`p-2` after `px-4`). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"], px: ["pr", "pl", "ps", "pe"], py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"], mx: ["mr", "ml", "ms", "me"], my: ["mt", "mb"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"], "inset-x": ["right", "left", "start", "end"], "inset-y": ["top", "bottom"],
  size: ["w", "h"], gap: ["gap-x", "gap-y"], overflow: ["overflow-x", "overflow-y"], overscroll: ["overscroll-x", "overscroll-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-t": ["rounded-tl", "rounded-tr"], "rounded-b": ["rounded-bl", "rounded-br"], "rounded-l": ["rounded-tl", "rounded-bl"], "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-s", "border-w-e"],
  "border-w-x": ["border-w-r", "border-w-l"], "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": ["border-color-x", "border-color-y", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
  "border-color-x": ["border-color-r", "border-color-l"], "border-color-y": ["border-color-t", "border-color-b"],
  "font-size": ["leading"], flex: ["basis", "grow", "shrink"],
  // line-clamp sets display (-webkit-box) and overflow: as tailwind-merge, it overrides both before it.
  "line-clamp": ["display", "overflow"],
};

const DISPLAY = new Set(["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "hidden", "contents", "table", "table-row", "table-cell", "flow-root", "list-item"]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const WORDS: Record<string, string> = {
  visible: "visibility", invisible: "visibility", collapse: "visibility",
  italic: "font-style", "not-italic": "font-style",
  uppercase: "text-transform", lowercase: "text-transform", capitalize: "text-transform", "normal-case": "text-transform",
  underline: "text-decoration", overline: "text-decoration", "line-through": "text-decoration", "no-underline": "text-decoration",
  "sr-only": "sr", "not-sr-only": "sr", "tabular-nums": "numeric-spacing", "proportional-nums": "numeric-spacing",
  grow: "grow", shrink: "shrink", truncate: "truncate", border: "border-w", rounded: "rounded", shadow: "shadow",
  ring: "ring-w", transition: "transition", outline: "outline-style", "outline-none": "outline-style", "outline-hidden": "outline-style",
  "text-ellipsis": "text-overflow", "text-clip": "text-overflow", "list-inside": "list-position", "list-outside": "list-position",
};
/** Utilities of the form `<prefix>-<value>` whose family is the prefix, longest first when matching. */
const PREFIXES = [
  "p", "px", "py", "pt", "pr", "pb", "pl", "ps", "pe", "m", "mx", "my", "mt", "mr", "mb", "ml", "ms", "me",
  "w", "h", "min-w", "max-w", "min-h", "max-h", "size", "gap", "gap-x", "gap-y", "space-x", "space-y", "basis", "order",
  "inset", "inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end", "z", "opacity", "leading", "tracking",
  "items", "justify", "self", "content", "place-items", "place-content", "place-self", "align", "cursor", "pointer-events",
  "select", "resize", "list", "underline-offset", "line-clamp", "whitespace", "break", "overflow", "overflow-x", "overflow-y",
  "overscroll", "overscroll-x", "overscroll-y", "grid-cols", "grid-rows", "col-span", "col-start", "col-end", "row-span",
  "row-start", "row-end", "grid-flow", "auto-cols", "auto-rows", "translate-x", "translate-y", "rotate", "scale", "scale-x",
  "scale-y", "origin", "duration", "ease", "delay", "animate", "fill", "stroke", "accent", "caret", "appearance", "object",
  "aspect", "backdrop-blur", "blur", "scroll-mt", "scroll-mb", "scroll-my", "scroll-pt", "scroll-pb", "shrink", "grow",
  "rounded", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr",
  "rounded-br", "rounded-bl", "will-change", "touch", "snap", "columns", "indent", "field-sizing", "transition", "mix-blend",
  "text", "font", "bg", "border", "border-x", "border-y", "border-t", "border-r", "border-b", "border-l", "border-s", "border-e",
  "ring", "ring-offset", "shadow", "outline", "outline-offset", "flex", "divide-x", "divide-y", "divide", "decoration", "placeholder",
].sort((a, b) => b.length - a.length);

const TEXT_SIZES = /^(xs|sm|base|lg|\d?xl)$/;
const ALIGNS = /^(left|center|right|justify|start|end)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const WIDTH = /^(\d+(\.\d+)?|px|\[\d[^\]]*(px|rem|em)\]|\[length:[^\]]*\])$/;
const LINE_STYLES = /^(solid|dashed|dotted|double|none|hidden)$/;
const ARBITRARY_LENGTH = /^\[(\d|length:|calc\()/;

/** The family a utility belongs to (without variants), or undefined when it is not known. */
function familyOf(utility: string): string | undefined {
  const u = utility.replace(/^-/, "");
  if (DISPLAY.has(u)) return "display";
  if (POSITION.has(u)) return "position";
  if (WORDS[u]) return WORDS[u];
  if (u.startsWith("[") && u.includes(":")) return `arbitrary-${u.slice(1, u.indexOf(":"))}`;
  const prefix = PREFIXES.find((p) => u === p || u.startsWith(`${p}-`));
  if (!prefix) return undefined;
  const value = u.slice(prefix.length + 1);
  switch (prefix) {
    case "text":
      if (TEXT_SIZES.test(value) || ARBITRARY_LENGTH.test(value)) return "font-size";
      if (ALIGNS.test(value)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(value) ? "font-weight" : "font-family";
    case "bg":
      return /^(cover|contain|auto|fixed|local|scroll|center|top|bottom|left|right|repeat|no-repeat|repeat-x|repeat-y|none)$/.test(value) || /^(clip|origin|gradient|linear|radial|blend)-/.test(value) ? `bg-${value}` : "bg-color";
    case "ring":
    case "ring-offset":
      return WIDTH.test(value) ? `${prefix}-w` : `${prefix}-color`;
    case "shadow":
      return SHADOW_SIZES.test(value) || value.startsWith("[") ? "shadow" : "shadow-color";
    case "outline":
      if (WIDTH.test(value)) return "outline-w";
      return LINE_STYLES.test(value) || value === "hidden" ? "outline-style" : "outline-color";
    case "flex":
      if (/^(row|col|row-reverse|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "transition":
      return "transition";
    case "divide":
      return "divide-color";
    case "decoration":
      return LINE_STYLES.test(value) || value === "wavy" ? "decoration-style" : WIDTH.test(value) || value === "auto" || value === "from-font" ? "decoration-w" : "decoration-color";
    default:
      if (prefix === "border" || prefix.startsWith("border-")) {
        const side = prefix.slice("border".length);
        if (WIDTH.test(value)) return `border-w${side}`;
        if (LINE_STYLES.test(value) && !side) return "border-style";
        return `border-color${side}`;
      }
      return prefix;
  }
}

/** `border-x` alone (no value) is a width, like `border`. */
function bareFamily(utility: string): string | undefined {
  const m = /^border-([xytrblse])$/.exec(utility);
  return m ? `border-w-${m[1]}` : undefined;
}

/** Splits `sm:hover:!px-2` into its variants (`sm:hover:`), `!` and the utility. */
function split(cls: string): { variants: string; important: string; utility: string } {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) end = i + 1;
  }
  let utility = cls.slice(end);
  let important = "";
  if (utility.startsWith("!")) [important, utility] = ["!", utility.slice(1)];
  else if (utility.endsWith("!")) [important, utility] = ["!", utility.slice(0, -1)];
  return { variants: cls.slice(0, end), important, utility };
}

/**
 * Merged lists by their input: components ask for the same few lists on every render (each word
 * of a reader chapter, each row of a table), so each is merged once. Emptied when it grows past
 * CACHE_SIZE, so lists built from changing values cannot make it grow without end.
 */
const merged = new Map<string, string>();
const CACHE_SIZE = 1000;

/** Merges space-separated class lists: the last class of each family (under the same variants) stays. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  if (merged.size >= CACHE_SIZE) merged.clear();
  const result = mergeOnce(classList);
  merged.set(classList, result);
  return result;
}

function mergeOnce(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const out: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    const { variants, important, utility } = split(cls);
    const family = bareFamily(utility) ?? familyOf(utility);
    const key = `${variants}${important}${family ?? `=${utility}`}`;
    if (taken.has(key)) continue;
    taken.add(key);
    if (family) for (const other of CONFLICTS[family] ?? []) taken.add(`${variants}${important}${other}`);
    out.push(cls);
  }
  return out.reverse().join(" ");
}
