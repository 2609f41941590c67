// The console's Settings page under /api/admin/settings, the owner's alone: the settings as they
// are now, and a change of every field under the version the owner saw. The change reaches this
// server at once and every other within a second (live.ts); the audit log keeps each change with
// its fields before and after (migration 0026's trigger).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SETTINGS_MESSAGES, settingsChangeSchema } from '@/domain/shop/shop-settings'
import { DeskError } from '../kernel/errors'
import { parseBody } from '../kernel/request'
import { currentSettings, saveSettings, viewOf } from './shop-settings'

export async function consoleSettingsRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.desk

  api.get('/settings', { config: { role: 'owner' } }, async () => {
    const row = await currentSettings(db)
    if (!row) throw new DeskError(404, DESK_NOT_READY)
    return viewOf(row)
  })

  api.put('/settings', { config: { role: 'owner' } }, async (request) => {
    const { version, settings } = settingsChange(request)
    const row = await db.transaction((tx) =>
      saveSettings(tx as unknown as typeof db, version, settings),
    )
    if (!row) throw new DeskError(409, SETTINGS_MESSAGES.conflict)
    await api.shopSettings.refresh()
    return viewOf(row)
  })
}

/** The change, or its refusal with each field named as the form names it (no "settings."). */
function settingsChange(request: FastifyRequest) {
  try {
    return parseBody(settingsChangeSchema, request)
  } catch (error) {
    if (!(error instanceof DeskError) || !error.fields) throw error
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [
        field.replace(/^settings\./, ''),
        message,
      ]),
    )
    throw new DeskError(error.statusCode, error.message, fields)
  }
}

const DESK_NOT_READY = 'The shop’s settings are not read yet: reload the page in a moment.'
