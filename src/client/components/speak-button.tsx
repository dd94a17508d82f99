import { useSpeakHebrew, type HebrewSpeech } from "@/client/lib/study/use-speak-hebrew";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";
import { Volume2PlainIcon } from "./ui/plain-icons";

/**
 * Speaks the Hebrew (the browser's Hebrew voice, else the server's). Disabled, with a tooltip saying
 * so, when neither can speak. The tooltip sits on a wrapper: a disabled button gets no pointer events.
 */
export function SpeakButton({ text, className }: { text: string; className?: string }) {
  return <SpeakButtonView text={text} className={className} speech={useSpeakHebrew()} />;
}

/** The button itself, given the speech: a list asks useSpeakHebrew() once for all its rows, not once a row. */
export function SpeakButtonView({ text, className, speech }: { text: string; className?: string; speech: HebrewSpeech }) {
  const { speak, available } = speech;
  const title = available ? m.speech_play() : m.speech_unavailable();
  return (
    <span className={cn("inline-flex", className)} title={title}>
      <button
        type="button"
        aria-label={available ? m.speech_play() : m.speech_play_unavailable()}
        disabled={!available}
        onClick={() => speak(text)}
        className={cn(
          "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
          "outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        )}
      >
        <Volume2PlainIcon className="size-[18px]" />
      </button>
    </span>
  );
}
