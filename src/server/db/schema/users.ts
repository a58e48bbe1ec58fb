import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'

export const users = sqliteTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    /** Staff quick sign-in on phones, argon2id like the password. */
    pinHash: text('pin_hash'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['manager', 'staff'] })
      .notNull()
      .default('staff'),
    /** The installation's owner: every store, users and system settings. Always a manager. */
    isOwner: integer('is_owner', { mode: 'boolean' }).notNull().default(false),
    skillLevel: text('skill_level', { enum: ['beginner', 'expert'] })
      .notNull()
      .default('beginner'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** "issuer|subject" of an OpenID Connect identity, for hosted sign-in. */
    oidcSubject: text('oidc_subject'),
    lineSubject: text('line_subject'),
    /** The store this user last chose; every screen follows it. */
    currentStoreId: integer('current_store_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_oidc_uq').on(t.oidcSubject),
    uniqueIndex('users_line_uq').on(t.lineSubject),
  ],
)

/** Server-side sessions; only the SHA-256 of the cookie token is stored. */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** How it was signed in: a PIN change ends the 'pin' ones. null: opened before this was recorded. */
    method: text('method', { enum: ['password', 'pin', 'external'] }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** Failed sign-in counters per (kind, subject, address): password logins and staff PINs. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    /**
     * 'address': the count per address over every username and every kind (subject ''); 'setup': a fresh install's
     * setup code.
     */
    kind: text('kind', { enum: ['password', 'pin', 'setup', 'address'] }).notNull(),
    subject: text('subject').notNull(),
    ipAddress: text('ip_address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: integer('locked_until'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.ipAddress] })],
)

/** Installation-wide settings (registration open, signing secrets). */
export const systemSettings = sqliteTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
})
