### テーブルの場所（スレッド、/game tables、/game tables mine）と時間（手番タイマー）。

## スレッド
table-thread-name = { $game } #{ $id }
table-opened-in-thread = テーブル #{ $id } を { $thread } に開きました。そちらで遊んでください。
table-no-thread-permission = このチャンネルではスレッドを作れません（「公開スレッドの作成」と「スレッドでメッセージを送信」の権限が必要です）。テーブルはチャンネルそのものに開きました。
table-thread-failed = Discord がスレッドの作成を許さなかったため、テーブルはチャンネルそのものに開きました。
table-in-threads = このチャンネルのテーブルはそれぞれのスレッドで遊ばれています：{ $threads }。コマンドはそちらで使ってください。

## /game tables（ここ、または自分）
table-list-head = このサーバーのテーブル（{ $count }）：
table-list-none = このサーバーに開いているテーブルはありません。`/game new` で開けます。
table-mine-head = あなたのテーブル（{ $count }）：
table-mine-none = 開いているテーブルはありません。
table-line = **{ $game }** #{ $id } · { $players } · { $state } · { $link }
table-state-lobby = 開始待ち
table-state-waiting = { $players } の手番待ち
table-state-your-move = **あなたの手番です**
table-list-more = …ほか { $count } 卓。

## 手番タイマー
table-timer-choice-off = タイマーなし
table-timer-choice-5m = 5 分
table-timer-choice-15m = 15 分
table-timer-choice-1h = 1 時間
table-timer-choice-24h = 24 時間
table-timer-set = { $player } が手番タイマーを設定しました：{ $timer }。
table-timer-changed = 手番タイマー：{ $timer }。
table-timer-unknown = その手番タイマーはありません。次から選んでください：{ $choices }。
table-timer-host-only = 手番タイマーを変えられるのはホストの { $host } だけです。
table-timer-reminder = お知らせ：テーブルがあなたを待っています。あと { $minutes } 分でコンピューターが代わりに指します。{ $players ->
    [one] {""}
   *[other] {""}
}
table-timer-expired = { $player } の時間切れです：コンピューターがこの手を指します。

# The idle nudge (turn_reminder_minutes): no timer, only a ping.
table-idle-reminder = お知らせ：テーブルがあなたを待っています。
