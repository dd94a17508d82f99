import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/client/components/ui/card";

/** The card of one /auth step: a heading, a short description, the form, and the links below it. */
export function AuthCard({ title, description, children, footer }: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer ? <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
    </Card>
  );
}
