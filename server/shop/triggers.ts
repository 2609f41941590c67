// The shop area's published interface in the database (migration 0026): the version of the
// settings now, `shop_settings_version()`, which the orders' and quotes' settings_version columns
// take as their default (an order or a quote made names the settings it was made under), and the
// trigger that keeps each version of the settings for them. server/triggers.db.test.ts holds
// this list to the database.
import { publishedTriggers } from '../db/published-trigger'

export const SHOP_TRIGGERS = publishedTriggers('0026_shop_settings.sql', [
  ['shop_settings_versions_kept', 'shop_settings', 'keeps each version of the settings'],
])
