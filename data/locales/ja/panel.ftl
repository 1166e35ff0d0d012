### Step panels: choosing a move one part at a time.

panel-first = 手を選んでください（{ $count } 通り）。一段ずつ選びます：
panel-next = { $chosen } → 次を選んでください（{ $count } 通り）：
panel-pick = 選ぶ…
panel-back = ◀ 戻る
panel-stale = このパネルは古い手番のものです。ゲームは先に進んでいます。現在のパネルはこちらです。
panel-unknown = その段階はもう選べません。現在のパネルはこちらです。
