"""Words at the edge: said messages, seat names, option words, rules pages, the table card's content."""
