### Step panels: choosing a move one part at a time.

panel-first = Choose your move ({ $count } options), one step at a time:
panel-next = { $chosen } → choose the next step ({ $count ->
        [one] one option
       *[other] { $count } options
    }):
panel-pick = Choose…
panel-back = ◀ Back
panel-stale = This panel is from an older move: the table has moved on. Here is your panel as it is now.
panel-unknown = That step is no longer on offer. Here is your panel as it is now.
