// The browser's time zone, read off the main thread: the first Intl date object a page builds loads
// ICU's time zone data (tens of milliseconds on a phone). index.html starts this worker on a first
// visit and keeps the answer in localStorage, where src/client/lib/browser-time-zone.ts finds it.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
