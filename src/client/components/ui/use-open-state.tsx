import { createContext, useCallback, useContext, useState, type ComponentType } from "react";

/**
 * Whether the dialog around is open, for its content: Dialog and AlertDialog render their portal
 * only while open. Radix's closed portal still mounted a Presence per child that dispatched in a
 * layout effect as it mounted: an update inside React's commit, for every closed dialog of a page's
 * first render. The dialogs have no exit animation, so nothing is lost by not mounting them closed.
 */
export const DialogOpenContext = createContext(true);

export const useDialogOpen = () => useContext(DialogOpenContext);

/** The root's open state, controlled (`open`) or its own (`defaultOpen`, then what the trigger sets). */
export function useOpenState(open: boolean | undefined, defaultOpen: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const change = useCallback((next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  }, [onOpenChange]);
  return [open ?? own, change] as const;
}

interface RootProps { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }

/** A dialog root (Radix's Dialog or AlertDialog Root) that tells its content whether it is open. */
export function withOpenState<P extends RootProps>(Root: ComponentType<P>) {
  return function OpenStateRoot({ open, defaultOpen, onOpenChange, ...props }: P) {
    const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
    return (
      <DialogOpenContext.Provider value={isOpen}>
        <Root {...(props as unknown as P)} open={isOpen} onOpenChange={setOpen} />
      </DialogOpenContext.Provider>
    );
  };
}
