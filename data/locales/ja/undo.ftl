### Taking back a move: the Undo button, /undo and their refusals.

undo-nothing = 取り消せる手はありません。
undo-not-yours = 最後の手を取り消せるのは、その手を打ったプレイヤーだけです。
undo-acted-since = あなたの最後の手のあとに誰かが手を打ったため、もう取り消せません。
undo-revealed = その手は取り消せません。隠れていたものを見せたか、カードを引いたためです。
undo-timer = 持ち時間が切れてコンピューターがあなたの代わりに打った手なので、取り消せません。
undo-told = { $player } が手を取り消しました（{ $move }）
undo-done = 取り消しました：{ $move }。もう一度あなたの手番です。
undo-label = 取り消し：{ $move }
undo-taken-back = { $move }（取り消し済み）
undo-button = 取り消す（{ $player }）
undo-stale = この取り消しボタンは古いカードのものです。ゲームは先に進んでいます。まだ許されていれば `/undo` で最後の手を取り消せます。
undo-for-other = この取り消しボタンは { $name } のものです。
