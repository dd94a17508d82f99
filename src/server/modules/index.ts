import type { RouteDef } from "../http/route";
import { backupRoutes } from "./backup/routes";
import { confirmAddressRoutes } from "./confirm-address/routes";
import { setupLinkRoutes } from "./setup-link/routes";
import { collectionTransferRoutes } from "./collection-transfer/routes";
import { bookRoutes } from "./books/routes";
import { collectionRoutes } from "./collections/routes";
import { jobRoutes } from "./jobs/routes";
import { dictionaryRoutes } from "./dictionary/routes";
import { domainRoutes } from "./domains/routes";
import { generationRoutes } from "./generation/routes";
import { gettingStartedRoutes } from "./getting-started/routes";
import { meRoutes } from "./me/routes";
import { myWordsRoutes } from "./my-words/routes";
import { parsingRoutes } from "./parsing/routes";
import { progressRoutes } from "./progress/routes";
import { readingPathRoutes } from "./reading-path/routes";
import { reviewRoutes } from "./review/routes";
import { searchRoutes } from "./search/routes";
import { settingsRoutes } from "./settings/routes";
import { statisticsRoutes } from "./statistics/routes";
import { studySessionRoutes } from "./study-sessions/routes";
import { speechRoutes } from "./speech/routes";
import { systemRoutes } from "./system/routes";
import { translationRoutes } from "./translation/routes";
import { userRoutes } from "./users/routes";
import { wordRoutes } from "./words/routes";

/** Every API route. The permission matrix (tests/api/permissions.test.ts) must list each one. */
export const allRoutes: RouteDef[] = [
  ...systemRoutes,
  ...confirmAddressRoutes,
  ...setupLinkRoutes,
  // Before the collection routes: /collections/{uuid}/export and /collections/import must not be
  // taken for /collections/:domain/:slug.
  ...collectionTransferRoutes,
  ...backupRoutes,
  ...collectionRoutes,
  ...searchRoutes,
  ...progressRoutes,
  ...reviewRoutes,
  ...meRoutes,
  ...settingsRoutes,
  ...studySessionRoutes,
  ...statisticsRoutes,
  ...domainRoutes,
  ...translationRoutes,
  ...userRoutes,
  ...gettingStartedRoutes,
  ...wordRoutes,
  ...bookRoutes,
  ...jobRoutes,
  ...dictionaryRoutes,
  ...generationRoutes,
  ...speechRoutes,
  ...myWordsRoutes,
  ...readingPathRoutes,
  ...parsingRoutes,
];
