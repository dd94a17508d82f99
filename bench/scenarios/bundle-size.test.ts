import { describe, expect, it } from "vitest";
import { initialScripts, staticImports } from "./bundle-size";

describe("the initial JS's files", () => {
  it("starts from the module script, the preloads and the entry the start script imports after the first paint", () => {
    const html = `<script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js">
      <script>(function () { var entry = "/assets/index-Xy1.js", started = false; import(entry); })();</script>`;
    expect(initialScripts(html)).toEqual(["/assets/a.js", "/assets/b.js", "/assets/index-Xy1.js"]);
  });

  it("follows static imports of minified chunks, not dynamic ones", () => {
    const code = `import{a as r,j as e}from"./react-C1.js";import"./side-D2.js";const t=()=>import("./page-E3.js");export{t};import*as z from"./zz-F4.js"`;
    expect(staticImports(code)).toEqual(["./react-C1.js", "./side-D2.js", "./zz-F4.js"]);
  });
});
