### 段階パネル（bot/discord/panels.py）と手の取り消し（bot/referee/undoing.py、/undo）。

## 取り消し：断り、実況、履歴、ボタン。

steps2-undo-nothing = 取り消せる手はありません。
steps2-undo-not-yours = 最後の手を取り消せるのは、その手を打ったプレイヤーだけです。
steps2-undo-acted-since = あなたの最後の手のあとに誰かが手を打ったため、もう取り消せません。
steps2-undo-revealed = その手は取り消せません。隠れていたものを見せたか、カードを引いたためです。
steps2-undo-timer = 持ち時間が切れてコンピューターがあなたの代わりに打った手なので、取り消せません。
steps2-undo-told = { $player } が手を取り消しました：{ $move }。
steps2-undo-done = 取り消しました：{ $move }。もう一度あなたの手番です。
steps2-undo-label = 取り消し：{ $move }
steps2-taken-back = { $move }（取り消し済み）
steps2-undo-button = 取り消す（{ $player }）
steps2-undo-stale = この取り消しボタンは古いカードのものです。ゲームは先に進んでいます。まだ許されていれば `/undo` で最後の手を取り消せます。
steps2-undo-for-other = この取り消しボタンは { $name } のものです。

## 段階パネル：25 を超える手は一段ずつ選びます。

steps2-panel-first = 手を選んでください（{ $count } 通り）。一段ずつ選びます：
steps2-panel-next = { $chosen } → 次を選んでください（{ $count } 通り）：
steps2-panel-pick = 選ぶ…
steps2-panel-back = ◀ 戻る
steps2-panel-stale = このパネルは古い手番のものです。ゲームは先に進んでいます。現在のパネルはこちらです。
steps2-panel-unknown = その段階はもう選べません。現在のパネルはこちらです。

## コンソールのヘルプ：この版のコマンド。

steps2-console-help =
      /move <テキスト>：どの手も言うとおりに入力。例：/move found tower、/move place RY E7 E8
      /undo：最後の手を取り消す（その後だれも手を打っておらず、隠れていたものを見せていない場合）
