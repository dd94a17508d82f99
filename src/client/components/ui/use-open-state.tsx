import { createContext, useContext, type ComponentType } from "react";
import { useControllableState } from "@/client/lib/use-controllable-state";

/**
 * Whether the dialog around is open, for its content: Dialog and AlertDialog render their portal
 * only while open. Radix's closed portal still mounted a Presence per child that dispatched in a
 * layout effect as it mounted: an update inside React's commit, for every closed dialog of a page's
 * first render. The dialogs have no exit animation, so nothing is lost by not mounting them closed.
 */
const DialogOpenContext = createContext(true);

export const useDialogOpen = () => useContext(DialogOpenContext);

interface RootProps { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }

/** A dialog root (Radix's Dialog or AlertDialog Root) that tells its content whether it is open. */
export function withOpenState<P extends RootProps>(Root: ComponentType<P>) {
  return function OpenStateRoot({ open, defaultOpen, onOpenChange, ...props }: P) {
    const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
    return (
      <DialogOpenContext.Provider value={isOpen}>
        <Root {...(props as unknown as P)} open={isOpen} onOpenChange={setOpen} />
      </DialogOpenContext.Provider>
    );
  };
}
