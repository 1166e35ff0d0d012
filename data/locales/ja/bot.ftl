### Boardroom 自身の言葉：スラッシュコマンド（次の段階からは審判の返答も）。
### コマンド名：小文字、1〜32 文字の文字・数字・- または _（漢字・かなも文字）。説明は 1〜100 文字。

## /game とそのサブコマンド

bot-cmd-game = ゲーム
    .description = このチャンネルでボードゲームを遊ぶ
bot-cmd-game-new = 新規
    .description = このチャンネルに新しい卓を立てる
bot-opt-game-new-game = ゲーム
    .description = 遊ぶゲーム
bot-opt-game-new-options = オプション
    .description = オプションを普通の言葉で：side=lion、tycoons on、tycoon_sides=reward,penalty,reward,reward
bot-opt-game-new-language = 言語
    .description = 卓で使う言語（既定はサーバーの言語）
bot-cmd-game-language = 言語
    .description = 卓で使う言語を変える（ホストのみ）
bot-opt-game-language-language = 言語
    .description = 卓のメッセージと画像の言語
bot-cmd-game-join = 参加
    .description = 卓に着席する
bot-cmd-game-leave = 退席
    .description = 卓を離れる（開始前のみ）
bot-cmd-game-add-ai = コンピューター追加
    .description = コンピューターのプレイヤーを加える
bot-opt-game-add-ai-n = 人数
    .description = 何人か（既定は 1 人）
bot-opt-game-add-ai-level = 強さ
    .description = コンピューターの強さ（既定はふつう）
bot-cmd-game-remove-ai = コンピューター削除
    .description = コンピューターのプレイヤーを外す
bot-opt-game-remove-ai-n = 人数
    .description = 何人か（既定は 1 人）
bot-cmd-game-start = 開始
    .description = 準備をしてゲームを始める
bot-cmd-game-status = 状況
    .description = 卓と盤面、誰の手番か。ホストはウェブページの共有を切り替えられる
bot-cmd-game-hand = 手札
    .description = あなたの秘密の手札と持ち物（あなたにだけ見えます）
bot-cmd-game-rules = ルール
    .description = ゲームの遊び方
bot-opt-game-rules-game = ゲーム
    .description = どのゲームか（既定はこの卓のゲーム）
bot-cmd-game-history = 履歴
    .description = この卓の最近の手
bot-opt-game-history-last = 件数
    .description = 何手分か（既定は 15）
bot-cmd-game-scores = 得点
    .description = 現在の得点（または最終結果）
bot-cmd-game-abandon = 中止
    .description = 結果なしでゲームを終える（ホストか「サーバー管理」権限を持つ人のみ）
bot-cmd-game-rematch = 再戦
    .description = 同じ席でもう一度遊ぶ
bot-cmd-game-hand-to-ai = コンピューターに交代
    .description = 抜けたプレイヤーの席をコンピューターに任せる（ホストのみ）
bot-opt-game-hand-to-ai-member = プレイヤー
    .description = コンピューターが席を引き継ぐプレイヤー

## /game new と /game rules で選べるゲーム

bot-choice-easy = やさしい
bot-choice-normal = ふつう
bot-choice-en = English
bot-choice-zh-tw = 繁體中文
bot-choice-ja = 日本語
bot-choice-hard = つよい

## ゲームの手

bot-cmd-bid = 入札
    .description = 入札（一覧から選ぶか、`2 6000` のように入力）
bot-opt-bid-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-buy = 購入
    .description = 購入（一覧から選ぶか、買うものを入力）
bot-opt-buy-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-sell = 売却
    .description = 売却（一覧から選ぶか、売るものを入力）
bot-opt-sell-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-place = 配置
    .description = 配置（一覧から選ぶか、置く場所を入力）
bot-opt-place-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-pass = パス
    .description = パス（一覧から選ぶか、空欄のまま）
bot-opt-pass-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-play = プレイ
    .description = カードかタイルを出す（一覧から選ぶ）
bot-opt-play-choice = 選択
    .description = 何をするか（候補はあなたが今できる手から）
bot-cmd-move = 手
    .description = どの手でも、言うとおりに入力（一覧から選ぶか入力）
bot-opt-move-text = 内容
    .description = 指したい手、例：`found tower`（候補はあなたが今できる手から）

## テーブルの場所と時間（issue 13：スレッド、/game tables、手番タイマー）

bot-opt-game-new-thread = スレッド
    .description = このチャンネルの新しいスレッドに開く（既定ははい）
bot-opt-game-new-timer = タイマー
    .description = 各手番の持ち時間。切れたらコンピューターが指す（既定はなし）
bot-cmd-game-tables = テーブル一覧
    .description = 開いているテーブル：このサーバーのもの、またはすべてのサーバーのあなたのもの（あなただけに表示）
bot-opt-game-tables-where = 範囲
    .description = ここ：このサーバーのテーブル（既定）；自分：すべてのサーバーのあなたのテーブルと手番待ちの場所
bot-choice-tables-here = ここ
bot-choice-tables-mine = 自分
bot-cmd-game-timer = タイマー
    .description = このテーブルの各手番の持ち時間（ホスト）
bot-opt-game-timer-length = 長さ
    .description = 各手番の最長時間。切れたらコンピューターが指す
bot-choice-off = なし
bot-choice-5m = 5 分
bot-choice-15m = 15 分
bot-choice-1h = 1 時間
bot-choice-24h = 24 時間
## 審判の言葉（bot/*.py）：ロビー、進行、返答、DM、お断り

bot-state-lobby = 開始待ち
bot-state-playing = 進行中
bot-state-finished = 終了
bot-state-abandoned = 中止
bot-language-en = English
bot-language-zh-TW = 繁體中文
bot-language-ja = 日本語

bot-unknown-game = 「{ $game }」というゲームは知りません。遊べるゲーム：{ $known }。
bot-game-known = { $key }（{ $game }）
bot-game-not-installed = ゲーム { $game } はここにはインストールされていません。
bot-channel-has-table = このチャンネルにはすでに{ $game }の卓があります（#{ $table }、{ $status }）。先に終えるか、`/game abandon` で中止してください。
bot-channel-busy = このチャンネルにはすでに卓があります。
bot-no-table = このチャンネルには卓がありません。`/game new <game>` で卓を立ててください。
bot-no-table-yet = このチャンネルにはまだ卓がありません。
bot-no-such-table = 卓 #{ $table } はありません。
bot-never-started = 卓 #{ $table } は開始されませんでした。
bot-aside = このチャンネルの卓 #{ $table } はデータベースから読み込めないため、脇に置いています。ボットの管理者は `boardroom verify` で確認できます。
bot-table-opened = { $host } が{ $game }の卓を立てました（{ $least }〜{ $most } 人）。`/game join` で着席してください。ホストは `/game add-ai` でコンピューターを加え、`/game start` で開始します。
bot-table-open = 卓 #{ $table } を立てました。
bot-unknown-language = 卓の言語を { $choices } から選んでください。
bot-language-changed = この卓は{ $language }になりました。
bot-language-now = これからこの卓は{ $language }で進行します。
bot-already-started = ゲームはもう始まっています。
bot-only-host = { $what ->
        [add-ai] コンピューターを加える
        [remove-ai] コンピューターを外す
        [options] オプションを変える
        [start] ゲームを始める
        [abandon] 卓を中止する
        [hand-over] 席をコンピューターに任せる
        [language] 卓の言語を変える
       *[other] それをする
    }ことができるのはホストの { $host } だけです。
bot-table-changed = その間に卓が変わりました。もう一度どうぞ。
bot-already-seated = あなたはもうこの卓に着席しています。
bot-table-full = 卓は満席です（{ $seats } 席）。
bot-table-full-remove = 卓は満席です（{ $seats } 席）。ホストは `/game remove-ai` でコンピューターを外せます。
bot-player-joins = { $player } が着席しました。
bot-you-joined = 着席しました。
bot-no-seat = あなたはこの卓に席がありません。
bot-player-leaves-ai = { $player } が退席しました。その席はコンピューターが引き継ぎます。
bot-player-leaves = { $player } が卓を離れました。
bot-player-leaves-closed = { $player } が卓を離れました。誰もいなくなったので、卓を閉じます。
bot-player-leaves-new-host = { $player } が卓を離れました。これからは { $host } がホストです。
bot-you-left = 卓を離れました。
bot-you-left-closed = 卓を離れました。卓は閉じられました。
bot-add-at-least-one = コンピューターを 1 人以上加えてください。
bot-computers-join = コンピューターが着席：{ $names }。
bot-computers-join-some = コンピューターが着席：{ $names }（空席は { $count } 席だけでした）。
bot-computers-added = コンピューターを { $count } 人加えました。
bot-no-computers = 外せるコンピューターがいません。
bot-computers-leave = コンピューターが退席：{ $names }。
bot-computers-removed = コンピューターを { $count } 人外しました。
bot-options-now = オプション：{ $options }。
bot-options-default = オプション：既定のまま。
bot-options-changed = オプションを変更しました。
bot-seats = 席（{ $taken }/{ $most }）：{ $seats }。
bot-seats-empty = 席（{ $taken }/{ $most }）：まだ誰もいません。
bot-seat-host = { $player }（ホスト）
bot-game-begins = { $game }開始（卓 #{ $table }）。席順：{ $seats }。
bot-game-started = ゲームが始まりました。
bot-abandoned = { $player } が{ $game }の卓（#{ $table }）を中止しました。記録は残ります。`/game rematch` で同じ席のまま再開できます。
bot-abandoned-answer = 卓を中止しました。
bot-table-in-play = このチャンネルではすでに卓が進行中です。
bot-no-finished-table = このチャンネルには、もう一度遊べる終了済みの卓がありません。
bot-rematch-players-only = 再戦を求められるのは前のゲームのプレイヤーだけです。
bot-rematch = 卓 #{ $table } の再戦：同じ席で、配り直します。
bot-no-own-seat = そのプレイヤーはこの卓に自分の席を持っていません。
bot-player-removed = { $player } を卓から外しました。
bot-seat-handed = { $host } が { $player } の席をコンピューターに任せました。
bot-done = 完了しました。
bot-done-move = 完了：{ $move }。
bot-score-entry = { $player } { $score }
bot-game-over = ゲーム終了。最終得点：{ $scores }。{ $count ->
       *[other] 勝者
    }：{ $winners }。`/game rematch` でもう一度遊べます。
bot-your-secrets = { $game }でのあなたの秘密（卓 #{ $table }）：{ $secrets }

## 進行

bot-outdated = このボタンは古くなっています。卓はもう先に進みました。最新のメッセージか `/game status` を使ってください。
bot-unreadable-move = その手は読み取れません。候補やパネルから選ぶか、言葉で入力してください（`/bid 2 6000`）。
bot-not-your-turn = あなたの手番ではありません。{ $waiting } の手番を待っています。
bot-not-started = ゲームはまだ始まっていません。ホストが `/game start` で始めます。
bot-not-playing = あなたはこの卓で遊んでいません。
bot-computer-plays-you = あなたの席は今コンピューターが遊んでいます。
bot-no-computer-to-act = 手番のコンピューターはいません。
bot-computer-not-saved = コンピューターの手を保存できませんでした。少ししてからもう一度試します。
bot-rules-engine-broke = その手でルールエンジンに問題が起きました。何も変わっていません。ボットの管理者に知らせてください。
bot-moved-on = その間に卓が先に進みました。何も変わっていません。
bot-handed-over = このボットのプロセスはサーバーを別のプロセスに引き渡しました。少ししてからもう一度どうぞ。

## 保存の失敗：何も変わっていません

bot-not-saved = 保存できませんでした：{ $why }。何も変わっていません。少ししてからもう一度どうぞ。
bot-why-disk-full = サーバーのディスクがいっぱいです
bot-why-busy = データベースが混み合っています
bot-why-read-only = データベースが読み取り専用です
bot-why-refused = データベースが書き込みを拒みました
bot-why-slow = データベースが時間内に応答しませんでした
bot-halted = ボットは手の受け付けを止めています（理由：{ $why }）。何も変わっていません。ボットの管理者に知らせてください。

## 画像の代替テキスト

bot-board-alt-waiting = { $game }、卓 #{ $table }、{ $move } 手目：{ $players } の手番を待っています。
bot-board-alt = { $game }、卓 #{ $table }、{ $move } 手目：{ $status }。
bot-hand-alt = { $game }でのあなたの手札。

## 状況、手札、履歴、得点、ルール

bot-status-last = 進行中の卓はありません。前の卓：{ $game } #{ $table }、{ $status }。
bot-status-last-won = 進行中の卓はありません。前の卓：{ $game } #{ $table }、{ $status }。{ $count ->
       *[other] 勝者
    }：{ $winners }。
bot-status-lobby = { $game } 卓 #{ $table }、開始待ち。{ $least }〜{ $most } 人。
bot-status-lobby-options = { $game } 卓 #{ $table }、開始待ち（オプション：{ $options }）。{ $least }〜{ $most } 人。
bot-status-playing = { $game } 卓 #{ $table }（{ $move } 手目）。席：{ $seats }。{ $count ->
        [0] 手番を待っている人はいません。
       *[other] { $waiting } の手番です。
    }
bot-not-dealt = カードはゲームの開始時に配られます。
bot-your-hand = { $game }でのあなたの秘密：{ $secrets }
bot-your-hand-moves = { $game }でのあなたの秘密：{ $secrets } できること：{ $moves }{ $more ->
        [0] {""}
       *[other] 、ほか { $more } 通り
    }。
bot-history-head = { $game } 卓 #{ $table }（{ $status }）、最近の { $count } 手：
bot-history-none = { $game } 卓 #{ $table }（{ $status }）：まだ手はありません。
bot-history-told = { $version }. { $told }
bot-history-more = {"   "}{ $told }
bot-told-move = { $player }が手を指しました。
bot-no-scores = まだ得点はありません。ゲームが始まっていません。
bot-final-scores = 卓 #{ $table } の最終得点：{ $scores }。
bot-your-score = あなたの現在の得点：{ $score }。
bot-scores-shown = 公開されている得点：{ $scores }。
bot-scores-at-end = 最終得点はゲームの終わりに数えます。盤面には公開情報が出ています。
bot-rules-head = **{ $game }**、{ $least }〜{ $most } 人。オプション（既定値）：{ $options }。
bot-rules-head-plain = **{ $game }**、{ $least }〜{ $most } 人。
bot-replay-head = 卓 #{ $table } の再生（{ $count } 手）：
bot-options-unreadable = { $why }
bot-options-key-value = オプションは key=value と書きます（例：`rounds=5`）。「{ $option }」はその形ではありません。

## オフラインのコンソール（bot/console/terminal.py、bot/console/commands.py）

bot-console-welcome = Boardroom コンソール。ゲーム：{ $games }。/help でコマンド一覧。入力の終わり（Ctrl-D）で終了し、卓は残ります。
bot-console-waiting-table = 卓 #{ $table }（{ $game }）がここで待っています。`/game status` で表示します。
bot-console-to = [{ $name } へ] { $line }
bot-console-dm = [{ $name } への DM] { $line }
bot-console-picture = 画像：{ $path }
bot-console-board = [盤面] { $path }
bot-console-your-move = >>> { $player }、あなたの手番です。`/choices` でできることを表示します。
bot-console-their-move = >>> { $player }、あなたの手番です。`/choices` でできることを表示します（`/as { $name }` でその人として入力）。
bot-console-whom = 誰として入力しますか？`/as NAME`。
bot-console-typing-as = これから { $name } として入力します。
bot-console-slash = コマンドはスラッシュで始めます（例：`/game status`、`/help`）。
bot-console-empty = スラッシュの後にコマンドを入力してください。`/help` で一覧を表示します。
bot-console-what = 何をしますか？{ $commands }。
bot-console-no-such-command = { $command } というコマンドはありません。使えるもの：{ $commands }。
bot-console-not-a-count = 「{ $text }」はプレイヤーの人数ではありません。
bot-console-add-ai = `/game add-ai [n] [level]` と入力してください（例：`/game add-ai 2 hard`。強さ：easy、normal、hard）。
bot-console-no-game = 今することはありません。ここで進行中のゲームはありません。
bot-console-waiting = 今することはありません。{ $waiting } の手番を待っています。
bot-console-idle = 今することはありません。
bot-console-choice = { $number }. { $move }    { $typed }
bot-console-which-game-new = どのゲームですか？`/game new <game>`（例：`/game new stockpile`）。
bot-console-which-game-rules = どのゲームですか？`/game rules <game>`。
bot-console-whose-seat = 誰の席ですか？`/game hand-to-ai <player>`。
bot-console-which-table = どの卓ですか？`/game replay 12`。
bot-console-help =
    Discord と同じコマンド：
      /game new <game> [option=value ...]：卓を立てる（あなたがホストで最初の席）
      /game join：着席する
      /game leave：ロビーを離れる（ゲーム中ならコンピューターが席を引き継ぐ）
      /game add-ai [n] [level]：ホストがコンピューターを n 人加える（強さ easy、normal、hard）
      /game remove-ai [n]：ホストがコンピューターを外す
      /game start：ホストがカードを配り、ゲームが始まる
      /game status：卓、盤面、誰の手番か
      /game hand：あなた自身の秘密（あなたにだけ見える）
      /game history [n]：最近の n 手を、それぞれ文で
      /game scores：卓で見られる得点（終了時はすべて）
      /game rules [game] [page]：遊び方を1ページずつ（あなたの言語で）
      /game hint [on|off]：おすすめの手とその理由；on か off を付けると、ホストがヒントをオン・オフにする
      /game language <en|zh-TW|ja>：ホストが卓の言語を変える
      /game timer <off|5m|15m|1h|24h>：ホストが手番ごとの持ち時間を決める
      /game tables [here|mine]：ここで開いている卓、またはあなたの卓
      /game dm <on|off>：あなたの秘密を伝える DM のオン・オフ
      /game abandon：ホスト（または管理者）が卓を終える
      /game rematch：前の卓をもう一度、同じ席で配り直して
      /game hand-to-ai <player>：ホストが抜けたプレイヤーの席をコンピューターに任せる
      /game replay [table]：卓のすべての手をシードから再生する
      /game stats [player] [game] [hide on|off]：レーティング、対局数、勝ち数、くせ（hide：ランキングに載らない）
      /game leaderboard [game]：ここでのゲームごとの上位レーティングと、あなたの順位
      /game versus <player>：あなたと他のプレイヤーの対戦成績：対局数、それぞれの勝ち数、直近5局
      /move <テキスト>：どの手も言うとおりに入力。例：/move found tower、/move place RY E7 E8
      /bid、/buy、/sell、/place、/pass、/play <内容>：ふだん書くようにゲームの手を入力（例：/bid 2 6000、/pass）
      /undo：最後の手を取り消す（その後だれも手を打っておらず、隠れていたものを見せていない場合）
bot-console-help-only =
    コンソールだけのコマンド：
      /game options key=value ...：ホストが開始前にオプションを変える
      /choices [verb]：あなたが指せる手の番号付き一覧
      /pick <n>：/choices の n 番の手を指す（play という手がないゲームでは /play <n> でも同じ）
      /as <name>：ホットシート：これから <name> が入力する
      /help：この一覧
bot-console-help-discord =
    Discord だけのコマンド（コンソールはどのサーバーにも属さない一つのチャンネルです）：
      /game permissions：チャンネルでボットに足りない権限
      /game limits：サーバーの卓と再戦の上限
bot-console-left-out-thread = コンソールは一つのチャンネルなので、スレッドは作りません。
bot-console-left-out-timer = タイマーは卓を立ててから設定します：`/game timer 5m`。
bot-console-left-out-language = 卓はコンソールの言語（LANG または --lang）で話します。変えるには `/game language ja`。
bot-console-left-out-rated = コンソールの卓はすべてレーティングに数えます（サーバー0として）。練習用の卓は Discord の `/game new rated:False` です。
bot-console-left-out-public = コンソールはあなた一人のものです。答えはすべてここに出るので、投稿するものはありません。
bot-console-discord-only-permissions = { $command } は Discord だけのコマンドです。チャンネルでボットに足りない権限を伝えるものですが、コンソールにはチャンネルの権限がありません。
bot-console-discord-only-limits = { $command } は Discord だけのコマンドです。サーバーの卓の上限を扱うものですが、コンソールはどのサーバーにも属していません。
bot-console-dm-form = DM のオン・オフ：`/game dm on` または `/game dm off`。
bot-console-tables-form = どの卓ですか？`/game tables`（ここ）か `/game tables mine`（あなたの卓）。

## Discord の層（bot/discord/*）：パネル、ボタン、お知らせ

bot-panel-choose = 手を選んでください（{ $count } 通り）：
bot-panel-choose-page = 手を選んでください（{ $count } 通り、{ $page }/{ $pages } ページ）：
bot-panel-range = 選択肢 { $first }〜{ $last }（全 { $count }）
bot-panel-prev = ◀ 前へ
bot-panel-next = 次へ ▶
bot-discord-your-move-panel = あなたの手番です。{ $panel }
bot-discord-gone = このボタンのゲームは、このチャンネルではもう進行していません。
bot-discord-panel-outdated = このパネルは古くなっています。パネルを出した後にゲームが進みました。
bot-discord-panel-outdated-here = このパネルは古くなっています。パネルを出した後にゲームが進みました。今のパネルはこちらです。
bot-discord-raced = 適用されませんでした：クリックの間に卓が先に進みました（ダブルクリックは 1 回と数えます）。ほかには何も変わっていません。
bot-discord-stale-suggestion = その候補は古くなっています。候補を出した後に卓が進みました。もう一度コマンドを入力して、今の選択肢を見てください。
bot-discord-not-posted = このチャンネルに投稿できませんでした：{ $why }。あなたの手は保存されています。`/game status` でもう一度投稿します。
bot-discord-cause-gone = チャンネルがなくなりました
bot-discord-cause-forbidden = このチャンネルでの権限（チャンネルを見る、メッセージを送信、ファイルを添付）が足りません
bot-discord-cause-rate-limited = Discord が送信回数を制限しています
bot-discord-cause-server-error = Discord のサーバーでエラーが起きました
bot-discord-cause-refused = Discord がメッセージを受け付けませんでした
bot-discord-nothing = 表示するものはありません。
bot-discord-which-game = どのゲームですか？`/game rules game:` で選んでください。
bot-discord-no-rules = そのゲームのルールページはまだありません。
bot-discord-cannot-now = 今は { $verb } できません。
bot-discord-you-can = できること：{ $moves }{ $more ->
        [0] {""}
       *[other] （ほか { $more } 通り）
    }。
bot-discord-not-in-game = あなたはこのゲームに参加していません。
bot-discord-not-your-move = 今はあなたの手番ではありません。
bot-discord-panel-for = このパネルは { $name } のものです。
bot-discord-panel-for-other = このパネルはほかのプレイヤーのものです。
bot-discord-you-chose = 選んだ手：{ $move }
bot-discord-another-game = この卓ではすでに別のゲームが進行中です。
bot-discord-failed = こちらで問題が起きました。卓は保存されています。もう一度どうぞ。
bot-discord-dm-closed = { $players } に DM を送れませんでした（DM が閉じられています）。ゲームは続きます。`/game hand` で自分のものを確認してください。
bot-discord-dm-lost = { $players } に DM を送れませんでした（Discord でエラーが起きました）。`/game hand` で自分のものを確認してください。
bot-discord-guild-only = Boardroom の卓はサーバーのチャンネルにあります。Boardroom が入っているサーバーのチャンネルでこのコマンドを使ってください。
bot-discord-old-component = このボタンは卓の古い版のものです。何も変わっていません。`/game status` で今の版を表示します。
bot-discord-stale-command = このコマンドは Discord が前回読み込んでから変わりました。1 分ほど待つか Discord を再起動してから、もう一度どうぞ。
bot-discord-not-a-number = `{ $text }` を数として読めませんでした。整数を入力してください。
bot-discord-unreadable-option = `{ $text }` を読み取れませんでした。候補から選んでください。

# A computer seat as readers see it: its name and level (bot-choice-easy/normal/hard).
bot-seat-computer = { $name }（コンピューター・{ $level }）
bot-seat-computer-plain = { $name }（コンピューター）

# Options typed by players (bot/text/options_text.py): what could not be read, and what is allowed.
bot-options-not-an-option = `{ $key }` はこのゲームのオプションではありません。{ $allowed }
bot-options-bad-value = { $name } の値 `{ $value }` を読み取れませんでした。{ $hint }
bot-options-say-value = { $name } を何にするか書いてください。{ $hint }
bot-options-ambiguous = `{ $word }` は複数のオプションに当てはまります。{ $which } と書いてください。
bot-options-bad-word = `{ $word }` を読み取れませんでした。{ $allowed }
bot-options-hint = `{ $name }=値` と書いてください。{ $name }：{ $about }。
bot-options-none = このゲームにはオプションがありません。
bot-options-allowed = オプションは `key=value` またはそのままの語で書きます。オプション：{ $options }。
bot-options-item = { $name }（{ $about }）
bot-options-kind-switch = on または off
bot-options-kind-number = 整数
bot-options-kind-choice = { $choices }
bot-options-kind-list = カンマ区切りのリスト
bot-options-kind-table = カンマ区切りの値、または key:value の組
bot-options-kind-word = 語
bot-options-kind-or-auto = { $kind }、または auto
# /game rules: an option, its default and what it does.
bot-rules-option = `{ $name }`（{ $default }）：{ $about }
bot-options-secret-set = { $name } 設定済み（非公開）

# --- w4replay: /game replay ---
bot-cmd-game-replay = リプレイ
    .description = テーブルの任意の手の盤面を一手ずつ（あなただけに表示）
bot-opt-game-replay-table = テーブル
    .description = どのテーブルか（既定はこのチャンネルのもの。番号は /game tables）

## w4steps: /undo (bot/discord/undo_button.py)
bot-cmd-undo = 取り消し
    .description = 最後の手を取り消す（その後だれも手を打っていない場合）

## w4press: /game dm (private messages on or off)

bot-cmd-game-dm = dm
    .description = 秘密を DM で受け取る：オンかオフ（あなたにだけ見えます）
bot-opt-game-dm-setting = 設定
    .description = オフ：DM なし。手札は「手札」ボタンか /game hand で見る
bot-choice-dm-on = オン
bot-choice-dm-off = オフ
bot-cmd-game-permissions = 権限
    .description = このチャンネルでボットに足りない権限と、それぞれで使えるようになること
bot-cmd-game-limits = 上限
    .description = このサーバーのテーブルと再戦の上限（サーバー管理権限で設定）
bot-opt-game-limits-tables_per_member = メンバーごとの卓数
    .description = メンバー 1 人がホストできる開いたテーブルの数（既定 3）
bot-opt-game-limits-tables_per_channel = チャンネルごとの卓数
    .description = 1 つのチャンネルとそのスレッドで開いているテーブルの数（既定 10）
bot-opt-game-limits-tables_per_hour = 1時間ごとの新卓数
    .description = メンバー 1 人が 1 時間に開ける新しいテーブルの数（既定 6）
bot-opt-game-limits-rematch_seconds = 再戦間隔秒
    .description = 同じチャンネルで再戦と再戦の間の秒数（既定 120）

## /game hint (and hints:on|off) (bot/referee/coach.py)
bot-cmd-game-hint = ヒント
    .description = おすすめの手とその理由（あなただけに表示）；ホストはヒントのオン・オフも切り替え
bot-opt-game-hint-hints = ヒント設定
    .description = ホスト：このテーブルのヒントをオンかオフに（自分のヒントを見るときは空のまま）
bot-choice-hints-on = オン
bot-choice-hints-off = オフ
bot-console-hints-form = ヒントのオン・オフ：`/game hint on` または `/game hint off`。

## 対局のあいだの成績：/game stats、/game leaderboard、/game versus（bot/discord/stats_commands.py）
bot-opt-game-new-rated = レーティング
    .description = False：練習用の卓で、レーティングに数えない（既定は数える）
bot-cmd-game-stats = 成績
    .description = このサーバーでのプレイヤーのレーティング、対局数、傾向
bot-opt-game-stats-player = プレイヤー
    .description = 誰の成績か（既定はあなた）
bot-opt-game-stats-game = ゲーム
    .description = 1 つのゲームだけ（既定はすべて）
bot-opt-game-stats-hide = 非表示
    .description = True：ランキングに自分を載せない。False：再び載せる
bot-opt-game-stats-public = 公開
    .description = True：答えをチャンネルに投稿する（既定はあなただけに表示）
bot-cmd-game-leaderboard = ランキング
    .description = このサーバーでのゲームごとのレーティング上位と、あなたの順位
bot-opt-game-leaderboard-game = ゲーム
    .description = どのゲームか（既定はここで最も遊ばれているもの）
bot-opt-game-leaderboard-public = 公開
    .description = True：答えをチャンネルに投稿する（既定はあなただけに表示）
bot-cmd-game-versus = 対戦成績
    .description = このサーバーでのあなたと相手の対戦：局数、勝ち数、最近の 5 局
bot-opt-game-versus-player = プレイヤー
    .description = 相手のプレイヤー
bot-opt-game-versus-public = 公開
    .description = True：答えをチャンネルに投稿する（既定はあなただけに表示）
bot-opt-game-status-share = ウェブ共有
    .description = ホスト：卓のウェブページ（観戦リンク）のオン・オフ。オフにすると、リンクは「見つかりません」と答えます（状況を見るときは付けない）
bot-choice-share-on = オン
bot-choice-share-off = オフ
bot-console-share-form = 卓のウェブページを共有する・やめる：`/game status share:on` または `/game status share:off`（コンソールでは `/game status on` か `off`）。
