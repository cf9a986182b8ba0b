#!/bin/sh
# Restores a dump made by backup.sh into a FRESH database: the target must exist
# and be empty (create it first: `createdb …` or CREATE DATABASE). It never
# restores over live data; point the apps at the restored database afterwards
# (README, "Deploying"). One transaction: on any error nothing is left behind.
#
#   ./restore.sh /backups/lift-20261126T030000Z.dump postgres://user:pass@host:5432/lift_restored
#
# PG_BIN  folder of pg_restore/psql when not on PATH.
set -eu

if [ "$#" -ne 2 ]; then
  echo "usage: $0 DUMP_FILE TARGET_DATABASE_URL" >&2
  exit 2
fi
dump="$1"
target="$2"
bin() { if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; else echo "$1"; fi; }

[ -r "$dump" ] || { echo "Cannot read the dump: $dump" >&2; exit 2; }
"$(bin pg_restore)" --list "$dump" >/dev/null

# Fresh means no relation outside the system schemas.
existing=$("$(bin psql)" --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" --command="
  SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%'")
if [ "$existing" != "0" ]; then
  echo "The target database is not empty ($existing relations): restore into a new, empty database." >&2
  exit 1
fi

# --no-owner/--no-privileges: the objects belong to the role restoring them, whatever the old server's roles were.
"$(bin pg_restore)" --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"

orders=$("$(bin psql)" --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" --command="SELECT count(*) FROM orders")
migration=$("$(bin psql)" --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" \
  --command="SELECT max(created_at) FROM drizzle.__drizzle_migrations")
echo "Restored $dump: $orders orders, latest migration $migration" >&2
