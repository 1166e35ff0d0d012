### メンバーが送る内容は処理の前に測る（bot/discord/bounds.py）；サーバーの上限（bot/referee/limits.py）。

## 受け取れない値：本人だけに答え、何も変えない。

guard-too-long = { $length } 文字あります。ここで読むのは { $limit } 文字までです。何も変わっていません。
guard-out-of-range = `{ $text }` はこのオプションが受け付ける範囲（{ $low } ～ { $high }）の外です。何も変わっていません。
guard-forged-component = このボタンやメニューは私が描いたものではないので、操作できません。何も変わっていません。`/game status` で卓を表示します。
guard-may-not-send = あなたはここでメッセージを送信できないので、私があなたの代わりにここへ投稿することもありません。何も変わっていません。

## サーバーの上限：`/game limits`（「サーバー管理」権限のあるメンバーが設定）と、それによる断り。

guard-limits-now = このサーバーの上限：メンバー 1 人あたり開いているテーブル { $member } 卓、チャンネル 1 つあたり（スレッドを含む）開いているテーブル { $channel } 卓、メンバー 1 人が 1 時間に開ける新しいテーブル { $hour } 卓、同じチャンネルでの再戦の間隔 { $seconds } 秒。「サーバー管理」権限のあるメンバーは `/game limits` で変更できます。
guard-limits-server-only = 上限は Discord のサーバーごとのものです。ここにはありません。
guard-limits-admins-only = このサーバーの上限を変更できるのは「サーバー管理」権限のあるメンバーだけです。何も変わっていません。
guard-limit-range = { $name } は { $low } から { $high } までです。何も変わっていません。
guard-limit-member = このサーバーであなたがホストしている開いたテーブルはすでに { $limit } 卓（{ $tables }）で、上限に達しています。まずどれかを終えるか放棄してください。`/game tables mine` で一覧できます。
guard-limit-channel = このチャンネルにはスレッドを含めてすでに { $limit } 卓の開いたテーブルがあり、サーバーの上限に達しています。どれかに参加する（`/game tables` で一覧）か、終わるのを待ってください。
guard-limit-hour = この 1 時間にこのサーバーで { $limit } 卓のテーブルを開いており、上限に達しています。次のテーブルは { $minutes } 分後に開けます。
guard-limit-rematch = このチャンネルではたった今再戦が始まったところで、再戦のたびに全プレイヤーに通知が届きます。次の再戦は { $seconds } 秒後に始められます。

## `/game permissions`：このチャンネルでボットに足りない権限と、それぞれで使えるようになること（bot/discord/permissions.py）。

guard-perm-all-here = ここでは使う権限 { $count } 件がすべてそろっています。テーブルカード、盤面の画像、スレッドでのテーブルがこのチャンネルで使えます。
guard-perm-lacking = ここでは権限が { $count } 件足りません：{ $needs }。サーバー管理者が私のロールか、このチャンネルの設定（*チャンネルの編集 → 権限*）で付与できます。
guard-perm-lacking-entry = **{ $name }**（{ $use }）
guard-perm-view-channel = チャンネルを見る
guard-perm-view-channel-use = このチャンネルを見るために必要です
guard-perm-send-messages = メッセージを送信
guard-perm-send-messages-use = テーブルカードと卓での出来事を投稿するために必要です
guard-perm-attach-files = ファイルを添付
guard-perm-attach-files-use = 盤面を画像で見せるために必要です。ないと盤面は文章で説明されます
guard-perm-create-public-threads = 公開スレッドの作成
guard-perm-create-public-threads-use = テーブルごとに専用のスレッドを開くために必要です。ないとテーブルはチャンネルそのもので進みます
guard-perm-send-messages-in-threads = スレッドでメッセージを送信
guard-perm-send-messages-in-threads-use = テーブルのスレッドで発言するために必要です
guard-perm-manage-threads = スレッドの管理
guard-perm-manage-threads-use = 始められなかったテーブルのために作ったスレッドを削除するために必要です
guard-perm-server-only = 権限は Discord サーバーのチャンネルにあるものです。ここには確かめる権限がありません。
