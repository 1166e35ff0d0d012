"""Standing between games: ratings, statistics, leaderboards, rivals (docs/DESIGN.md "Ratings")."""
