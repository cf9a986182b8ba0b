#!/bin/sh
# Nightly backup: one pg_dump in PostgreSQL's custom format (-Fc: compressed,
# restored with pg_restore, table by table), then dumps older than
# BACKUP_RETENTION_DAYS are deleted. Old dumps are removed only after today's
# dump was written and read back, so a failing backup never eats the history.
#
#   DATABASE_URL=postgres://user:pass@host:5432/lift BACKUP_DIR=/backups ./backup.sh
#
# DATABASE_URL           the database to dump (required)
# BACKUP_DIR             where dumps go (default ./dumps next to this script)
# BACKUP_RETENTION_DAYS  dumps older than this many days are deleted (default 14)
# PG_BIN                 folder of pg_dump/pg_restore, when not on PATH (they must
#                        be at least the server's major version: 15)
# Prints the path of the new dump on its last line.
set -eu
# Dumps hold every customer's personal data: readable by this user only (files
# 600, folders 700), whatever umask cron or the container starts us with.
umask 077

: "${DATABASE_URL:?DATABASE_URL is required}"
BACKUP_DIR="${BACKUP_DIR:-$(dirname "$0")/dumps}"
RETENTION_DAYS="${BACKUP_RETENTION_DAYS:-14}"
case "$RETENTION_DAYS" in
  '' | *[!0-9]*) echo "BACKUP_RETENTION_DAYS must be a whole number of days: $RETENTION_DAYS" >&2; exit 2 ;;
esac
[ "$RETENTION_DAYS" -ge 1 ] || { echo "BACKUP_RETENTION_DAYS must be at least 1" >&2; exit 2; }
bin() { if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; else echo "$1"; fi; }

mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
final="$BACKUP_DIR/lift-$stamp.dump"
partial="$BACKUP_DIR/.lift-$stamp.dump.partial"
trap 'rm -f "$partial"' EXIT

# Written under another name, renamed once complete: a crash leaves no half dump among the good ones.
"$(bin pg_dump)" --format=custom --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
# A dump pg_restore cannot list is no backup.
"$(bin pg_restore)" --list "$partial" >/dev/null
mv "$partial" "$final"
echo "Backup: $final ($(wc -c <"$final" | tr -d ' ') bytes)" >&2

# Retention, by modification time: -mmin counts whole minutes, so "older than N days" is exact.
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'lift-*.dump' -mmin +$((RETENTION_DAYS * 1440)) -print | while read -r old; do
  rm -f "$old"
  echo "Removed (older than $RETENTION_DAYS days): $old" >&2
done

echo "$final"
