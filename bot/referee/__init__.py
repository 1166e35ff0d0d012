"""The referee: transport-free, one table per channel; Referee (referee.py) is the front door, built from its parts."""
