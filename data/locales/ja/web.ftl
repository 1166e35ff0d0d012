### 卓のウェブ表示（bot/web/）：卓全体が見たものだけ、公開の盤面と実況。

web-page-title = { $game } #{ $table }
web-status-playing = 対局中：手が指されるたびに更新されます。
web-status-over = 対局は終わりました：すべての公開とチャートは下にあります。
web-status-stopped = この卓は中止されました。
web-to-act = 手番：{ $players }
web-facts = 卓の様子
web-log = 棋譜
web-deal = 配札：ゲームが始まります。
web-move = { $move } 手目
web-replay = リプレイ
web-replay-at = { $count } 手中 { $move } 手目
web-replay-earlier = ◀ 前へ
web-replay-later = 次へ ▶
web-replay-keys = ◀ ▶ キーでリプレイを進められます。
web-chart-alt = { $game } #{ $table } の手ごとのチャート。
web-reveal = 公開
web-not-found = このリンクに対応する卓はありません。入力を間違えたか、プレイヤーが共有をやめた可能性があります。

## /game status share:on|off（bot/referee/sharing.py）とカードの「観戦」ボタン
web-share-host-only = 卓のウェブページを共有したり共有をやめたりできるのはホスト（{ $host }）だけです。
web-share-set-on = 卓のウェブページを共有しました：カードの「観戦」ボタンで開けます。リンクを知っていれば誰でも見られます。
web-share-set-off = 卓のウェブページの共有をやめました：`/game status share:on` まで、リンクは「見つかりません」と答えます。
web-share-now-on = { $player } がこの卓のウェブページを共有しました：カードの「観戦」で開けます。
web-share-now-off = { $player } がこの卓のウェブページの共有をやめました。
web-watch = 観戦
web-replay-link = ウェブでリプレイ
