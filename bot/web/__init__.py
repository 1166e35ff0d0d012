"""The read-only web view of every table (`boardroom web`, or in the bot with WEB_ENABLED=true).

tokens.py signs a table's link, page.py turns a table's record and log into what a page shows (from
public views only), server.py serves the pages, their live updates (server-sent events) and replays.
"""
