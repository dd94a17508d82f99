import { createContext, useContext, useId, type ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn";
import { useControllableState } from "@/client/lib/use-controllable-state";

/**
 * Tabs on Radix's root, list and triggers (roles, roving focus, arrow keys), with panels of our own:
 * Radix's panel wraps each in Presence, which reads the panel's computed animation as it mounts and
 * so lays the whole new page out inside React's commit (about 70 ms of the collection page's start-up
 * at 4× slowdown). A panel here is the chosen tab's content, or an empty hidden element, with the
 * same ids, roles and states.
 */
const TabsIds = createContext<{ baseId: string; value: string; orientation: "horizontal" | "vertical" } | null>(null);
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({ className, value, defaultValue, onValueChange, orientation = "horizontal", ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [current, change] = useControllableState(value, defaultValue ?? "", onValueChange);
  return (
    <TabsIds.Provider value={{ baseId, value: current, orientation }}>
      <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} value={current} onValueChange={change} orientation={orientation} {...props} />
    </TabsIds.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn("inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const ids = useContext(TabsIds);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      value={value}
      {...(ids ? { id: triggerId(ids.baseId, value), "aria-controls": contentId(ids.baseId, value) } : {})}
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium transition-all",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        "hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, value, children, ...props }: ComponentProps<"div"> & { value: string }) {
  const ids = useContext(TabsIds);
  if (!ids) throw new Error("TabsContent must be inside Tabs"); // programming error
  const selected = ids.value === value;
  return (
    <div
      data-slot="tabs-content"
      data-state={selected ? "active" : "inactive"}
      data-orientation={ids.orientation}
      role="tabpanel"
      id={contentId(ids.baseId, value)}
      aria-labelledby={triggerId(ids.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      // A Tab stop (a panel may hold nothing focusable: a notice, a spinner), so it shows its focus as the buttons do.
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background", className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
