/**
 * Pieces of request models that several domains share. Request models are Elysia `t` schemas: the
 * server validates bodies with them and the UI takes their static types with `import type` only (a
 * wall rule keeps the schemas, and so Elysia, out of the UI bundle).
 */
import { t } from 'elysia'
import type { TLiteral, TSchema, TUnion } from '@sinclair/typebox'
import { PAYMENT_METHODS } from '../../domain/order-payment.ts'

/**
 * A union of literals. Not t.UnionEnum: Elysia gives that a default (its first value), which
 * silently fills an omitted optional field (a missing status filter would become 'pending').
 * Typed as a one-member union of the literal union: TypeBox reads a union's members from a tuple,
 * and an array type there would make the static type `never` (a body no client could send).
 */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  t.Union(values.map((v) => t.Literal(v))) as unknown as TUnion<[TLiteral<T[number]>]>

/** Money arrives as a 2-decimal string ("120.50"); numbers are tolerated and parsed the same way. */
export const MoneyInput = t.Union([t.String({ maxLength: 20 }), t.Number()])

export const PaymentMethodInput = oneOf(PAYMENT_METHODS)

/**
 * `?limit=`, the page size of every list: 1–500 written in plain decimal digits. Taken as text and
 * matched before it becomes a number, so `0`, `-0`, `00`, `0x0`, `1e2`, `+5` and ` 5` are refused
 * (LIMIT_INVALID, 422) instead of being coerced into a LIMIT of 0, NaN or "every row".
 */
export const PageLimit = t.Optional(
  t
    .Transform(t.String({ pattern: '^(?:[1-9][0-9]?|[1-4][0-9]{2}|500)$', error: 'LIMIT_INVALID' }))
    .Decode(Number)
    .Encode(String),
)

/**
 * An order line's option group picks, each option by name: [{ groupId: 3, choices: ['半糖'] }].
 * The server checks them against the item's groups and prices them from the menu.
 */
/** A 套餐's pick per slot (a fixed slot may be left out), each part with its own option group picks. */
export const SetPartsInput = <C extends TSchema>(choice: C) =>
  t.Optional(
    t.Nullable(
      t.Array(
        t.Object({
          slot: t.String({ maxLength: 50 }),
          menuItemId: t.Integer({ minimum: 1 }),
          groups: GroupPicksInput(choice),
        }),
        { maxItems: 8 },
      ),
    ),
  )

export const GroupPicksInput = <C extends TSchema>(choice: C) =>
  t.Optional(
    t.Nullable(
      t.Array(t.Object({ groupId: t.Integer({ minimum: 1 }), choices: t.Array(choice, { maxItems: 20 }) }), {
        maxItems: 10,
      }),
    ),
  )
