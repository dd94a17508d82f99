import { Spinner } from "@/client/components/ui/spinner";

/** Shown while a lazily loaded page's code arrives. */
export function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-16">
      <Spinner className="size-6" />
    </div>
  );
}
