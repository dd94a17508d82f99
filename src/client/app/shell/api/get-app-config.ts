import { queryOptions, useQuery } from "@tanstack/react-query";
import { AppConfigSchema, type AppConfig } from "@/shared/api/config";
import { api } from "@/client/lib/api-client";

export const getAppConfig = (): Promise<AppConfig> => api("/config", { schema: AppConfigSchema });

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getAppConfig, staleTime: Infinity, refetchOnWindowFocus: false });

export const useAppConfig = () => useQuery(getAppConfigQueryOptions());
