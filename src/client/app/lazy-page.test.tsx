// @vitest-environment jsdom
import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { afterEach, describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

/** A module as import() gives it, with one part. */
const module = () => Promise.resolve({ Part: ({ name }: { name: string }) => <p>Hello {name}</p> });

/** Renders the part inside a Suspense boundary in one synchronous render (as React hydrates a tapped part), and what it drew. */
function renderAtOnce(Part: ReturnType<typeof lazyPage<Awaited<ReturnType<typeof module>>, "Part">>) {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<Suspense fallback={<p>Loading</p>}><Part name="Noa" /></Suspense>));
  return { container, root };
}

const roots: { unmount: () => void }[] = [];
afterEach(() => { for (const root of roots.splice(0)) root.unmount(); });

describe("lazyPage", () => {
  it("a part whose code came before its first render renders in that render: it does not suspend", async () => {
    const Part = lazyPage(module, "Part");
    await Part.preload();
    const { container, root } = renderAtOnce(Part);
    roots.push(root);
    expect(container.textContent).toBe("Hello Noa");
  });

  it("a part whose code has not come shows its fallback, then the part once it has", async () => {
    const Part = lazyPage(module, "Part");
    const { container, root } = renderAtOnce(Part);
    roots.push(root);
    expect(container.textContent).toBe("Loading");
    await Part.preload();
    await expect.poll(() => container.textContent).toBe("Hello Noa");
  });

  it("a failed download may be tried again", async () => {
    let tries = 0;
    const Part = lazyPage(() => (++tries === 1 ? Promise.reject(new Error("offline")) : module()), "Part");
    await expect(Part.preload()).rejects.toThrow("offline");
    await Part.preload();
    const { container, root } = renderAtOnce(Part);
    roots.push(root);
    expect(container.textContent).toBe("Hello Noa");
  });
});
