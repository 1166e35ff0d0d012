"""Persistence: the Store interface and its SQLite and PostgreSQL stores, migrations, the copy between them, and which process owns which tables."""
