import { describe, expect, it } from "vitest";
import { dynamicImports, initialScripts, staticImports } from "./bundle-size";

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

  it("finds the chunks a module imports as it runs (the entry's start-up stages)", () => {
    const code = `import"./configure-A1.js";async function s(){await import("./client-B2.js");const{App:a}=await import( './app-C3.js' );await import(\`./react-D4.js\`)}`;
    expect(dynamicImports(code)).toEqual(["./client-B2.js", "./app-C3.js", "./react-D4.js"]);
  });
});
