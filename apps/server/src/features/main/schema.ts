import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Banners shown on the start screen; the seed does not show their fields (see docs/decisions.md). */
export const banners = pgTable(
  'banners',
  {
    bannerNo: serial('banner_no').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    imgUrl: text('img_url'),
    linkUrl: text('link_url'),
    bgColor: text('bg_color'),
    placement: text('placement').notNull().default('index'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_live_idx').on(t.startsAt, t.endsAt)],
);

/** Bought ad placements (ad product 01–05). */
export const ads = pgTable(
  'ads',
  {
    adNo: serial('ad_no').primaryKey(),
    product: text('product').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imgUrl: text('img_url'),
    linkUrl: text('link_url'),
    placement: text('placement').notNull(),
    size: text('size').notNull(),
    advertiserName: text('advertiser_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ads_live_idx').on(t.startsAt, t.endsAt)],
);
