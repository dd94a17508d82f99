// placeholder until the collections engineer lands
import { useParams } from "react-router";

export function CollectionPage() {
  const { domain, slug } = useParams();
  return <h1 className="text-2xl font-semibold tracking-tight">{domain}/{slug}</h1>;
}
