import { BarChart3Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/client/components/ui/dialog";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { StatisticsDialogBody } from "./statistics-dialog-body";
import { m } from "@/client/lib/i18n";

/** The top bar's Study Statistics button and dialog; the statistics load (one request) each time it opens. */
export function StatisticsButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <WithTooltip label={m.statistics_title()}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={m.statistics_title()} className="text-muted-foreground hover:text-foreground">
            <BarChart3Icon />
          </Button>
        </DialogTrigger>
      </WithTooltip>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{m.statistics_title()}</DialogTitle>
          <DialogDescription>{m.statistics_dialog_description()}</DialogDescription>
        </DialogHeader>
        {open && <StatisticsDialogBody />}
      </DialogContent>
    </Dialog>
  );
}
