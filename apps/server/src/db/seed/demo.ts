import type { Db } from '../client.js';
import { seedDemoUsers } from '../../features/auth/demo.js';
import { seedDemoCampaigns } from '../../features/campaigns/demo.js';
import { seedDemoBooths } from '../../features/expo/demo.js';
import { seedDemoExpoRank } from '../../features/expo/rank-demo.js';
import { seedDemoExpoSocial } from '../../features/expo/social-demo.js';
import { seedDemoGifts } from '../../features/gifts/demo.js';
import { seedDemoPayments } from '../../features/payment/demo.js';
import { seedDemoPoints } from '../../features/points/demo.js';
import { seedDemoRewards } from '../../features/points/rewards-demo.js';
import { seedDemoPros } from '../../features/pro/demo.js';
import { seedDemoQuests } from '../../features/quests/demo.js';
import { seedDemoChat } from '../../features/chat/demo.js';
import { seedDemoChatExtras } from '../../features/chat/extras-demo.js';
import { seedDemoIdentity } from '../../features/identity/demo.js';
import { seedDemoLounge } from '../../features/lounge/demo.js';
import { seedDemoArticleReplies } from '../../features/lounge/demo-article-replies.js';
import { seedDemoMagazine } from '../../features/magazine/demo.js';
import { seedDemoMain } from '../../features/main/demo.js';
import { seedDemoOperator } from '../../features/moderation/demo.js';
import { seedDemoNotifications } from '../../features/notification/demo.js';
import { seedDemoPeople } from '../../features/people/demo.js';
import { seedDemoProfiles } from '../../features/profile/demo.js';
import { seedDemoProjects } from '../../features/project/post/demo.js';
import { seedDemoSpace } from '../../features/project/space/demo.js';
import { seedDemoTeam } from '../../features/project/team/demo.js';
import { reindexAll } from '../../features/search/indexer.js';

/**
 * `npm run demo`: believable Korean content so every page can be seen as a person would see it.
 * Each feature contributes its own part; every part is idempotent (safe to run on every start).
 */
export async function seedDemo(db: Db): Promise<void> {
  await seedDemoUsers(db);
  // First among the ledger's parts: its dated histories fill the 8-week chart.
  await seedDemoPoints(db);
  await seedDemoQuests(db);
  await seedDemoMain(db);
  await seedDemoPeople(db);
  await seedDemoProfiles(db);
  await seedDemoIdentity(db);
  await seedDemoNotifications(db);
  await seedDemoProjects(db);
  await seedDemoTeam(db);
  // After the team's demo, so the space's to-dos can go to the members it added.
  await seedDemoSpace(db);
  await seedDemoChat(db);
  // After the projects and their teams: team rooms, a pro room and the news channel.
  await seedDemoChatExtras(db);
  await seedDemoOperator(db);
  await seedDemoLounge(db);
  await seedDemoMagazine(db);
  await seedDemoArticleReplies(db);
  // The second half: payments, gifts, events and rewards earned by the activity above.
  await seedDemoPayments(db);
  await seedDemoGifts(db);
  await seedDemoCampaigns(db);
  await seedDemoRewards(db);
  // The expo (booths, then their supports and reviews, then the ranked weeks) and the pros.
  await seedDemoBooths(db);
  await seedDemoExpoSocial(db);
  await seedDemoExpoRank(db);
  await seedDemoPros(db);
  // Last: the one search indexes everything above (demo rows are written without events).
  await reindexAll(db);
}
