import type { ReactNode } from "react";
import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { PageHeader } from "@/client/components/page-header";
import { CollectionsCard } from "./collections-card";
import { DomainsCard } from "./domains-card";
import { SubcategoriesCard } from "./subcategories-card";
import { UsersCard } from "./users-card";
import { m } from "@/client/lib/i18n";

/**
 * /admin, the Admin Panel. `isAdmin` comes from the session (app/routes/admin-page.tsx):
 * undefined while the role loads.
 */
export function AdminPanel({ isAdmin, currentUserId, translationTools, gettingStarted }: { isAdmin: boolean | undefined; currentUserId?: string; translationTools?: ReactNode; gettingStarted?: ReactNode }) {
  if (isAdmin === undefined) {
    return (
      <div className="flex flex-1 items-center justify-center py-16">
        <Spinner className="size-6" label={m.admin_checking_role()} />
      </div>
    );
  }
  if (!isAdmin) {
    return (
      <Card className="mx-auto mt-8 w-full max-w-md text-center">
        <CardHeader className="items-center">
          <ShieldAlertIcon className="size-10 text-destructive" aria-hidden />
          <CardTitle>{m.admin_access_denied()}</CardTitle>
          <CardDescription>{m.admin_access_denied_hint()}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/settings">{m.admin_back_to_settings()}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={m.admin_title()}
        description={m.admin_description()}
      />
      {gettingStarted}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DomainsCard />
        <SubcategoriesCard />
      </div>
      <CollectionsCard />
      {translationTools}
      <UsersCard currentUserId={currentUserId} />
    </div>
  );
}
