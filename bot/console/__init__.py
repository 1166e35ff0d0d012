"""The offline adapter: a terminal channel, its command parser, and `boardroom simulate`."""
