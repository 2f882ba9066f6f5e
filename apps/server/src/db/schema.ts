// Every table, for drizzle-kit and the typed client. Each feature owns its schema.ts.
export * from '../features/auth/schema.js';
export * from '../features/main/schema.js';
export * from '../features/upload/schema.js';
export * from '../features/profile/schema.js';
export * from '../features/identity/schema.js';
export * from '../features/notification/schema.js';
export * from '../features/points/schema.js';
export * from '../features/payment/schema.js';
export * from '../features/gifts/schema.js';
export * from '../features/points/reward-schema.js';
export * from '../features/project/schema.js';
export * from '../features/chat/schema.js';
export * from '../features/lounge/schema.js';
export * from '../features/magazine/schema.js';
export * from '../features/moderation/schema.js';
export * from '../features/quests/schema.js';
export * from '../features/campaigns/schema.js';
