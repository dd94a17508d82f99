import { Volume2Icon } from "lucide-react";
import { useSpeakHebrew } from "@/client/lib/study/use-speak-hebrew";
import { cn } from "@/client/lib/cn";

/** Speaks the Hebrew (he-IL, rate 0.8). */
export function SpeakButton({ text, className }: { text: string; className?: string }) {
  const speak = useSpeakHebrew();
  return (
    <button
      type="button"
      aria-label="Play pronunciation"
      title="Play pronunciation"
      onClick={() => speak(text)}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <Volume2Icon className="size-[18px]" aria-hidden />
    </button>
  );
}
