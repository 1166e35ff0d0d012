### ストックパイル：ゲームの言葉。{ $player } などはプレイヤー名、{ $amount } は書式済みの金額、
### 会社とカードの引数は入れ子のメッセージ。

stockpile-title = ストックパイル

## 各オプションの説明（オプションと一緒に表示。名前と値はプレイヤーが入力する語）。

stockpile-option-variant = 2人用のバリアント（2人なら自動）か標準ルール（3～5人）
stockpile-option-side = ボードの面：標準の面か上級の面
stockpile-option-investors = オンにすると{ -stockpile-investor }カードを使う
stockpile-option-rounds = ラウンド数を変える（1～12）

## 用語集：ルールブックの言葉（正式名）。メッセージからは { -stockpile-... } で使う。

-stockpile-company-cosmic = コズミック・コンピューター
-stockpile-company-bank = ボトムライン銀行
-stockpile-company-labs = リーディング研究所
-stockpile-company-auto = アメリカン自動車
-stockpile-company-steel = スタンフォード鉄鋼
-stockpile-company-epic = エピック電力
-stockpile-phase-information = 情報フェイズ
-stockpile-phase-supply = 供給フェイズ
-stockpile-phase-demand = 需要フェイズ
-stockpile-phase-action = アクションフェイズ
-stockpile-phase-selling = 売却フェイズ
-stockpile-phase-movement = 株価移動フェイズ
-stockpile-company-card = 会社カード
-stockpile-forecast = 予測カード
-stockpile-bid-track = 入札トラック
-stockpile-market-deck = 市場デッキ
-stockpile-trading-fee = 取引手数料
-stockpile-split = 株式分割
-stockpile-bankrupt = 倒産
-stockpile-investor = 投資家

## メッセージの中の名前：会社、投資家、カード。

stockpile-company-cosmic = { -stockpile-company-cosmic }
stockpile-company-bank = { -stockpile-company-bank }
stockpile-company-labs = { -stockpile-company-labs }
stockpile-company-auto = { -stockpile-company-auto }
stockpile-company-steel = { -stockpile-company-steel }
stockpile-company-epic = { -stockpile-company-epic }
stockpile-company-full-cosmic = { -stockpile-company-cosmic }
stockpile-company-full-bank = { -stockpile-company-bank }
stockpile-company-full-labs = { -stockpile-company-labs }
stockpile-company-full-auto = { -stockpile-company-auto }
stockpile-company-full-steel = { -stockpile-company-steel }
stockpile-company-full-epic = { -stockpile-company-epic }
stockpile-investor-bill = 億万長者ビル
stockpile-investor-mark = 一匹狼マーク
stockpile-investor-bernie = 仲買人バーニー
stockpile-investor-graham = 金ぴかグラハム
stockpile-investor-cramer = 熱狂のクレイマー
stockpile-investor-martha = 事情通マーサ
stockpile-investor-donald = 値切り屋ドナルド
stockpile-investor-stuart = 秘密主義のスチュアート
stockpile-investor-deborah = 配当好きのデボラ
stockpile-investor-warren = 賢人ウォーレン
stockpile-action-boom = 「株価急騰！」
stockpile-action-bust = 「株価暴落！」
stockpile-card-share = { $company }の株券
stockpile-card-fee = { $amount }の取引手数料
stockpile-card-boom = 「株価急騰！」アクションカード
stockpile-card-bust = 「株価暴落！」アクションカード
stockpile-card-number = { $number }枚目のカード
stockpile-card-facedown = 裏向きのカード1枚
stockpile-card-on-pile = 取引エリア{ $pile }の{ $card }
# 会社と予測カード。{ $forecast } はカードに印刷された記号（+2、-3、$$）。
stockpile-pair = { $company } { $forecast }
stockpile-pair-dividend = { $company } { $forecast }（配当）
stockpile-pairs-two = { $first }／{ $second }
stockpile-count-company = { $company }{ $count }株
stockpile-face-up = 表向き
stockpile-face-down = 裏向き
stockpile-seed = { $pile }：{ $card }
stockpile-phase-choose = 投資家の選択
stockpile-phase-info = { -stockpile-phase-information }
stockpile-phase-supply = { -stockpile-phase-supply }
stockpile-phase-predemand = 需要フェイズの開始前（投資家の能力）
stockpile-phase-demand = { -stockpile-phase-demand }（入札）
stockpile-phase-action = { -stockpile-phase-action }
stockpile-phase-selling = { -stockpile-phase-selling }
stockpile-phase-movement = { -stockpile-phase-movement }
stockpile-phase-round_end = ラウンド終了
stockpile-phase-over = ゲーム終了

## 出来事。

stockpile-start-marker = { $player }がスタートプレイヤーマーカーを持ちます。
stockpile-keep = { $investor }を選びました。
stockpile-chosen = { $player }が投資家を選びました。
stockpile-investors-start = { $player }は{ $investors }でプレイし、所持金{ $amount }で始めます。
stockpile-round = 第{ $round }ラウンド（全{ $rounds }ラウンド）：{ $player }から始めます。
stockpile-public-forecast = このラウンドの公開予測：{ $pair }（株価移動フェイズに効果が出ます）。
stockpile-your-forecast = 第{ $round }ラウンドのあなたの予測：{ $pairs }。
stockpile-seeds = 各取引エリアの最初のカード：{ $cards }。
stockpile-you-get = 取引エリアに置くカードとして{ $cards }を受け取りました。
stockpile-put-up = { $player }が{ $card }を取引エリア{ $pile }に表向きで置きました。
stockpile-put-down = { $player }がカードを1枚、取引エリア{ $pile }に裏向きで置きました。
stockpile-your-facedown = 取引エリア{ $pile }に裏向きで置いたあなたのカードは{ $card }です。
stockpile-warren-looks = { $player }（{ stockpile-investor-warren }）が取引エリア{ $pile }の裏向きのカードを見ました。
stockpile-warren-sees = 取引エリア{ $pile }の裏向きのカード：{ $cards }。
stockpile-mark-moves = { $player }（{ stockpile-investor-mark }）が{ $card }を取引エリア{ $pile }から取引エリア{ $to }へ移しました。
stockpile-bidding = 入札開始：{ $player }が最初に入札します。
stockpile-martha-looks = { $player }（{ stockpile-investor-martha }）が{ $whose }の予測を見ました。
stockpile-martha-looks-facedown = { $player }（{ stockpile-investor-martha }）が伏せられた予測を1組見ました。
stockpile-martha-sees = 見えたのは{ $pair }です。
stockpile-bid = { $player }が取引エリア{ $pile }に{ $amount }で入札しました。
stockpile-bid-outbid = { $player }が取引エリア{ $pile }に{ $amount }で入札し、{ $outbid }を競り負かしました。
stockpile-paid = { $amount }
stockpile-paid-donald = { $amount }（{ stockpile-investor-donald }：入札額{ $bid }の1マス下）
stockpile-took-shares = 株券カード{ $count }枚
stockpile-took-boom = 「株価急騰！」カード1枚
stockpile-took-bust = 「株価暴落！」カード1枚
stockpile-took-and = { $first }と{ $last }
stockpile-pays-for-pile = { $player }が取引エリア{ $pile }に{ $paid }を支払い、{ $took }を受け取りました。
stockpile-pile-gives = 取引エリア{ $pile }で受け取ったカード：{ $cards }。
stockpile-bernie-collects = { $player }（{ stockpile-investor-bernie }）が{ $amount }の手数料を受け取りました。
stockpile-pays-fee = { $player }が{ $amount }の取引手数料を支払いました。
stockpile-fee-unpaid = { $player }は{ $amount }の取引手数料をまだ支払えません。
stockpile-pays-waiting-fee = { $player }が未払いだった{ $amount }の取引手数料を支払いました。
stockpile-cramer-up = { $player }（{ stockpile-investor-cramer }）が{ $company }の株価を1マス上げました。
stockpile-cramer-down = { $player }（{ stockpile-investor-cramer }）が{ $company }の株価を1マス下げました。
stockpile-plays-action = { $player }が{ $company }に{ $card }を使いました（{ $steps }）。
stockpile-sells = { $player }が{ $company }の株を1株売って{ $amount }を得ました。
stockpile-sells-graham = { $player }が{ $company }の株を1株売って{ $amount }を得ました（{ stockpile-investor-graham }のボーナス込み）。
stockpile-sells-split = { $player }が分割エリアの{ $company }の株券1枚（2株分）を売って{ $amount }を得ました。
stockpile-sells-split-graham = { $player }が分割エリアの{ $company }の株券1枚（2株分）を売って{ $amount }を得ました（{ stockpile-investor-graham }のボーナス込み）。
stockpile-sells-half = { $player }が分割エリアの{ $company }の株券を1株分だけ売って{ $amount }を得ました。
stockpile-sells-half-graham = { $player }が分割エリアの{ $company }の株券を1株分だけ売って{ $amount }を得ました（{ stockpile-investor-graham }のボーナス込み）。
stockpile-dividend-space = { $company }の株価が配当マスに上がりました。
stockpile-now-at = { $company }の株価は{ $price }になりました。
stockpile-splits = { $company }が株式分割！
stockpile-resplit = { $player }は分割済みの{ $company }の株券{ $count }枚に対して{ $amount }を受け取ります。
stockpile-to-split = { $player }が{ $company }の株券{ $count }枚を公開し、分割エリアへ移しました。
stockpile-bankrupt = { $company }が倒産：{ $company }の株券はすべて捨て札になり、株価は初期位置に戻ります。
stockpile-loses = { $player }が{ $company }の株券を{ $count }枚失いました。
stockpile-claims = { $player }が{ $company }の株を{ $count }株公開し、{ $amount }を受け取りました。
stockpile-claims-nothing = { $player }は{ $company }の支払いを受け取りません。
stockpile-reveal-public = 公開予測の効果：{ $pair }。
stockpile-reveal-hidden = 伏せられた予測：{ $pair }。
stockpile-reveal = { $player }の予測：{ $pair }。
stockpile-deborah-passes = { $player }（{ stockpile-investor-deborah }）は会社を指定しませんでした。
stockpile-deborah-names = { $player }（{ stockpile-investor-deborah }）が{ $company }を指定：株主は1株につき{ $amount }を受け取ります。
stockpile-no-shares = 株なし
stockpile-final-fees-paid = 未払い手数料の支払い{ $amount }
stockpile-final-fees-unpaid = 未払いの手数料{ $amount }
stockpile-final = { $player }の持ち株は{ $shares }：筆頭株主ボーナス{ $bonus }、株の売却{ $sale }、合計{ $total }。
stockpile-final-fees = { $player }の持ち株は{ $shares }：筆頭株主ボーナス{ $bonus }、株の売却{ $sale }、{ $fees }、合計{ $total }。
stockpile-over = ゲーム終了。{ $winners }が{ $amount }で{ $count ->
    [1] 勝利しました
   *[other] 同点優勝です
}。

## 何の支払いか（配当では株主が公開する株数を選ぶ）。

stockpile-why-space = { $company }の配当マス
stockpile-why-dividend = { $company }の配当
stockpile-why-deborah = { stockpile-investor-deborah }が指定した{ $company }の配当

## プレイヤーの秘密（DM）。

stockpile-secret = { $forecasts }{ $portfolio }。{ $hand }{ $facedown }{ $seen }{ $offers }{ $investors }
stockpile-secret-none = { "" }
stockpile-secret-over = ゲーム終了：全員のポートフォリオが公開されました。
stockpile-secret-forecasts = { $count ->
    [1] あなたの予測
   *[other] あなたの予測（{ $count }組）
}：{ $pairs }。
stockpile-secret-portfolio = あなたのポートフォリオ：{ $shares }
stockpile-secret-portfolio-empty = あなたのポートフォリオ：株なし
stockpile-secret-portfolio-split = { $portfolio }（分割エリア：{ $split }）
stockpile-secret-hand = 手札：{ $cards }。
stockpile-secret-facedown = 裏向き：{ $cards }。
stockpile-secret-seen = マーサが見たもの：{ $seen }。
stockpile-seen-facedown = 伏せられたペア{ $number }は{ $pair }
stockpile-seen-player = { $player }のペアは{ $pair }
stockpile-seen-player-pair = { $player }のペア{ $number }は{ $pair }
stockpile-secret-offers = 選べる投資家：{ $investors }。
stockpile-secret-investors = { $count ->
    [1] 投資家
   *[other] 投資家（{ $count }人）
}：{ $investors }。

## 行動のラベル（ボタン、メニュー、履歴）。

stockpile-label-bid = 取引エリア{ $pile }に{ $amount }で入札
stockpile-pile-number = 取引エリア{ $pile }
stockpile-label-place-up = { $card }を取引エリア{ $pile }に表向きで置く
stockpile-label-place-down = { $card }を取引エリア{ $pile }に裏向きで置く
stockpile-label-keep = { $investor }を選ぶ
stockpile-label-look = ウォーレン：取引エリア{ $pile }を見る
stockpile-label-move-card = マーク：取引エリア{ $pile }の{ $card }を取引エリア{ $to }へ
stockpile-label-peek = マーサ：{ $player }のペア{ $number }を見る
stockpile-label-peek-facedown = マーサ：伏せられたペア{ $number }を見る
stockpile-label-play-up = { $card }：{ $company }を{ $steps }マス上げる
stockpile-label-play-down = { $card }：{ $company }を{ $steps }マス下げる
stockpile-label-nudge-up = クレイマー：{ $company }を1マス上げる
stockpile-label-nudge-down = クレイマー：{ $company }を1マス下げる
stockpile-label-sell = { $company }の株を1株売る
stockpile-label-sell-split = 分割エリアの{ $company }の株券を売る（2株分）
stockpile-label-sell-half = 分割エリアの{ $company }の株券を1株分だけ売る
stockpile-label-show = { $count }株を公開して支払いを受ける
stockpile-label-claim-none = { $company }の株を公開しない（受け取らない）
stockpile-label-claim = { $company }の株を{ $count }株公開：{ $amount }を受け取る
stockpile-label-dividend = デボラ：{ $company }に配当
stockpile-label-done = 終了
stockpile-label-done-selling = 売却を終える
stockpile-label-done-predemand = 終了：入札へ進む
stockpile-label-done-action = 終了：クレイマーの能力を使わない
stockpile-label-pass = パス

## 拒否：なぜできないか、何ができるか。コマンドの英単語（look、pile、sell_split など）はそのまま入力する。

stockpile-refuse-variant-two = 2人用バリアントはちょうど2人で遊ぶためのものです。
stockpile-refuse-variant-standard = 2人の場合、{ stockpile-title }は2人用バリアントを使います。通常のゲームは3〜5人用です。
stockpile-refuse-claim = いま各株主が、支払いのために{ $company }の株を何株公開するかを決めています（1株につき{ $amount }、分割エリアの株券は2株分）：0から持っている{ $company }の株数までの数を選んでください（claim）。
stockpile-refuse-choose = 配られた投資家から1人を選んでください（あなたの非公開情報を参照）。
stockpile-refuse-selling = 持ち株を1枚売る（sell、sell_split、sell_half に持っている会社を添えて）か、done で売却を終えてください。
stockpile-refuse-round-end = { stockpile-investor-deborah }の配当を出す会社を指定する（dividend に会社を添えて）か、パス（pass）してください。
stockpile-refuse-phase = いまはそれはできません（{ $phase }）。
stockpile-refuse-place = 手札のカードを1枚、{ $faces }で取引エリア1〜{ $piles }のどれかに置いてください。
stockpile-refuse-place-unheld = そのカードは持っていません：手札（あなたの非公開情報を参照）のカードを1枚、{ $faces }で取引エリア1〜{ $piles }のどれかに置いてください。
stockpile-refuse-place-down-used = 今回はすでに裏向きで1枚置いています。もう1枚は表向きで取引エリア1〜{ $piles }のどれかに置いてください。
stockpile-refuse-place-up-used = 今回はすでに表向きで1枚置いています。もう1枚は裏向きで取引エリア1〜{ $piles }のどれかに置いてください。
stockpile-refuse-predemand = 入札の前に、取引エリア1〜{ $piles }で{ $can }ことができます。または done。
stockpile-can-look = 1つの取引エリアの裏向きのカードを見る（look、pile）
stockpile-can-move = カードを1枚別の取引エリアへ移す（move_card、pile、card、to）
stockpile-can-investor = 投資家の能力を使う
stockpile-you-have = あなたの所持金は{ $amount }です
stockpile-you-have-beside = もう1つの入札を除くと、あなたの所持金の残りは{ $amount }です
stockpile-refuse-martha-used = { stockpile-investor-martha }が見られるのは1ラウンドに1回だけです。取引エリアに入札してください。
stockpile-refuse-martha = { stockpile-investor-martha }は他のプレイヤーのペアを見てから（peek、player、pair）入札できます。
stockpile-refuse-martha-facedown = { stockpile-investor-martha }は他のプレイヤーのペア（peek、player、pair）か伏せられたペア（peek_facedown、pair）を見てから入札できます。
stockpile-refuse-bid-pile = 取引エリア1〜{ $piles }のどれかに、そこにある入札より高く、入札トラックのマス（{ $spaces }）で入札してください。{ $have }。
stockpile-refuse-bid-own = 取引エリア{ $pile }にはあなたのミープルがあります。別の取引エリアに入札してください。
stockpile-refuse-bid-locked = 取引エリア{ $pile }は{ $amount }でロックされています。別の取引エリアに入札してください。
stockpile-refuse-bid-can = 取引エリア{ $pile }には{ $amount }以上で入札できます。{ $have }。
stockpile-refuse-bid-elsewhere = { $can }別の取引エリアに入札してください。
stockpile-refuse-bid-spaces = { $can }入札はトラックのマス（{ $spaces }）に置きます。
stockpile-refuse-bid-only = { $can }そこで残っている入札は{ $amount }だけです。
stockpile-refuse-bid-range = { $can }そこでは{ $low }から{ $top }までで入札してください。
stockpile-refuse-bid-range-over = { $can }そこでは{ $low }から{ $top }までで入札してください。手持ちの現金を超える額は決して入札できません。
stockpile-refuse-action = 受け取ったアクションカード（{ $cards }）をそれぞれ好きな会社（{ $companies }）に使ってください。
stockpile-refuse-action-cramer = 受け取ったアクションカード（{ $cards }）をそれぞれ好きな会社（{ $companies }）に使ってください。{ stockpile-investor-cramer }は1社の株価を1マス上げるか下げることもできます。
stockpile-refuse-cramer = { stockpile-investor-cramer }は1社の株価を1マス上げるか下げることができます（nudge、company、steps は 1 か -1）。または done。
stockpile-refuse-action-any = 受け取ったアクションカードをそれぞれ好きな会社に使ってください。

## 絵（render/stockpile.py）：メインボードとプレイヤーの手元。

stockpile-pic-company-cosmic = コズミック
stockpile-pic-company-bank = ボトムライン
stockpile-pic-company-labs = リーディング
stockpile-pic-company-auto = アメリカン
stockpile-pic-company-steel = スタンフォード
stockpile-pic-company-epic = エピック
stockpile-pic-investor-bill = ビル
stockpile-pic-investor-mark = マーク
stockpile-pic-investor-bernie = バーニー
stockpile-pic-investor-graham = グラハム
stockpile-pic-investor-cramer = クレイマー
stockpile-pic-investor-martha = マーサ
stockpile-pic-investor-donald = ドナルド
stockpile-pic-investor-stuart = スチュアート
stockpile-pic-investor-deborah = デボラ
stockpile-pic-investor-warren = ウォーレン
stockpile-pic-action-boom = 急騰
stockpile-pic-action-bust = 暴落
stockpile-pic-fee = 手数料
stockpile-pic-boom = 急騰
stockpile-pic-bust = 暴落
stockpile-pic-phase-choose = 投資家の選択
stockpile-pic-phase-info = { -stockpile-phase-information }
stockpile-pic-phase-supply = { -stockpile-phase-supply }
stockpile-pic-phase-predemand = 需要フェイズの開始前
stockpile-pic-phase-demand = { -stockpile-phase-demand }：入札
stockpile-pic-phase-action = { -stockpile-phase-action }
stockpile-pic-phase-selling = { -stockpile-phase-selling }
stockpile-pic-phase-movement = { -stockpile-phase-movement }
stockpile-pic-phase-round_end = ラウンド終了
stockpile-pic-phase-over = ゲーム終了
stockpile-pic-subtitle = ラウンド { $round }/{ $rounds } · { $phase }
stockpile-pic-subtitle-advanced = ラウンド { $round }/{ $rounds } · { $phase } · 上級ボード
stockpile-pic-rounds = ラウンド
stockpile-pic-start-player = スタートプレイヤー
stockpile-pic-legend = 白枠：初期位置 · 金の印：株式分割後に株価が移るマス
stockpile-pic-legend-dividend = 白枠：初期位置 · 金の印：株式分割後に株価が移るマス · $：株価がこのマスに上がると株主に配当
stockpile-pic-track-bust = 倒産
stockpile-pic-track-split = 分割
stockpile-pic-forecasts = 予測
stockpile-pic-public = 公開
stockpile-pic-face-down = 裏向き
stockpile-pic-revealed = このラウンドで公開：
stockpile-pic-pair = { $company } { $forecast }
stockpile-pic-pile = 取引エリア{ $pile } · { $count }枚
stockpile-pic-head-player = プレイヤー
stockpile-pic-head-cash = 現金
stockpile-pic-head-unpaid = 未払い
stockpile-pic-head-portfolio = ポートフォリオ
stockpile-pic-head-split = 分割エリア
stockpile-pic-head-investors = 投資家
stockpile-pic-head-actions = アクション
stockpile-pic-names = { $names }
stockpile-pic-chosen = 選択済み
stockpile-pic-winners = { $count ->
    [1] 勝者
   *[other] 同点の勝者
}：{ $winners }（{ $amount }）
stockpile-pic-final = { $player } { $total }（ボーナス{ $bonus }、株{ $shares }）
stockpile-pic-claim = { $why }：1株につき{ $amount } — { $waiting }の回答待ち
stockpile-pic-to-act = 手番：{ $players }
stockpile-pic-deck = 市場デッキ：{ $count }枚 · 捨て札の山：{ $discard }枚
stockpile-pic-desk = あなたの手元
stockpile-pic-desk-cash = 現金 { $amount } · ラウンド { $round }/{ $rounds }
stockpile-pic-forecast = あなたの予測
stockpile-pic-forecast-hand = あなたの予測と手札
stockpile-pic-pair-number = ペア{ $number }
stockpile-pic-no-forecast = このラウンドの予測なし
stockpile-pic-portfolio = ポートフォリオ（他のプレイヤーには非公開）と分割エリア（公開）
stockpile-pic-shares = { $count }株
stockpile-pic-split = 分割 { $count }枚（×2）
stockpile-pic-known = あなたが知っている裏向きのカード
stockpile-pic-pile-number = 取引エリア{ $pile }
stockpile-pic-none = なし
stockpile-pic-unpaid = 未払いの手数料：{ $amount }
stockpile-pic-investors = 投資家
stockpile-pic-offered = { $investor }（候補）
stockpile-pic-investor-cash = 現金 { $amount }
stockpile-pic-facedown-pair = 伏せられたペア
stockpile-pic-martha-saw = マーサが見た{ $who }：{ $company } { $forecast }
stockpile-pic-ability-bill = 能力なし。最も多いお金で始める。
stockpile-pic-ability-mark = 需要フェイズの開始前に、カードを1枚ある取引エリアから別の取引エリアへ移せる。
stockpile-pic-ability-bernie = 受け取った取引エリアの取引手数料は、支払う代わりにその額を受け取る。
stockpile-pic-ability-graham = 株を1株売るたびに（ゲーム終了時も）$1,000多く受け取る。
stockpile-pic-ability-cramer = アクションフェイズの自分の手番に、1社の株価を1マス上げるか下げることができる。
stockpile-pic-ability-martha = 1ラウンドに1回、需要フェイズの自分の手番に、1人のプレイヤーのペアを見られる（5人未満なら、代わりに伏せられたペアでもよい）。
stockpile-pic-ability-donald = ミープルのあるマスの1つ下のマスの額を支払う（$10,000の入札なら$6,000）。
stockpile-pic-ability-stuart = 供給フェイズの2枚のカードを両方とも裏向きで置ける。
stockpile-pic-ability-deborah = 各ラウンドの終わりに1社を指定できる：その会社の株主は1株につき$1,000を受け取る。
stockpile-pic-ability-warren = 需要フェイズの開始前に、1つの取引エリアの裏向きのカードをすべて見られる。

## The table card's facts (games/stockpile/card.py).

stockpile-facts-phase = 第{ $round }ラウンド（全{ $rounds }ラウンド）· { $phase }
stockpile-facts-prices = 株価：{ $prices }
stockpile-facts-forecasts = 判明している予測：{ $forecasts }
stockpile-facts-pile = 山{ $pile }：{ $cards }{ $down ->
    [0] {""}
   *[other] {" "}＋ 裏向き{ $down }枚
} · { $bid }
stockpile-facts-bid = { $player }が{ $amount }で入札
stockpile-facts-no-bid = 入札なし
stockpile-facts-seat = { $player }：{ $cash } · 株券{ $shares }枚
stockpile-facts-final = { $player }：{ $total } = 現金 { $cash } + 筆頭株主ボーナス { $bonus } + 株の売却 { $shares } − 未払いの手数料 { $unpaid }
stockpile-facts-held = 株 { $shares }；予測 { $forecasts }
stockpile-facts-doing = { $phase ->
    [choose] { $player }が投資家を選びます
    [supply] { $player }が取引エリアにカードを置きます
    [predemand] { $player }が投資家の能力を使います
    [demand] { $player }が取引エリアに入札します
    [action] { $player }がアクションカードを使います
    [selling] { $player }が株を売ります
   *[other] { $player }の番です
}

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

stockpile-option-value-variant = { $value ->
    [standard] 標準ルール（standard）
    [two_player] 2人用バリアント（two_player）
   *[other] { $value }
}
stockpile-option-value-side = { $value ->
    [standard] 標準の面（standard）
    [advanced] 上級の面（advanced）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/stockpile/ai.py advise)
stockpile-hint-claim = { $shares }株すべてを見せましょう。見せた株1株ごとに支払われます。
stockpile-hint-keep = 配られた{ -stockpile-investor }の中で{ $investor }が最も強力です。
stockpile-hint-place-hide = { $card }（あなたにとって約{ $value }）を、あなたが最も入札しそうな取引エリア{ $pile }に裏向きで置きましょう。
stockpile-hint-place-spoil = { $card }を取引エリア{ $pile }に表向きで置きましょう。最も価値が低く、他の人にとってその取引エリアの魅力が下がります。
stockpile-hint-bid = 取引エリア{ $pile }はあなたにとって約{ $value }の価値があり、{ $amount }の入札で最も多く得をします（{ $surplus }）。
stockpile-hint-peek = 入札の前に見ましょう。わかっている{ -stockpile-forecast }はどんな入札よりも価値があります。
stockpile-hint-look = 取引エリア{ $pile }には裏向きのカードが最も多くあります。
stockpile-hint-move = あなたは{ $company }の株を{ $shares }株持っています。{ $steps }の移動があなたの持ち株に最も有利です。
stockpile-hint-sell = 株価移動後の{ $company }は1株約{ $expected }の見込みで、現在の{ $now }より低いので売りましょう。
stockpile-hint-hold = 今回のラウンドで下がりそうな株はありません。持ち続けましょう。
stockpile-hint-dividend = 最も多く持っているのは{ $company }（{ $shares }株）です。これを選べば一番多く受け取れます。
stockpile-hint-place-best = { $card }を、あなたにとって最も価値のある取引エリア{ $pile }（約{ $value }）に置きましょう。入札するならここです。

## ほかに何も伝えない手の、履歴と卓カードの記録での言い方（bot/text/told.py）
stockpile-told-done = { $player }が終了しました。
stockpile-told-done-selling = { $player }が売却を終えました。
stockpile-told-done-predemand = { $player }が入札に進む用意を終えました。
stockpile-told-done-action = { $player }は{ stockpile-investor-cramer }の能力を使いませんでした。

## 卓カードでのラウンドの終わり：種類ごとに1行（bot/text/summary.py）
stockpile-reveal-kind = 予測
stockpile-reveal-brief = { $player } { $pair }
stockpile-reveal-hidden-kind = 伏せられた予測
stockpile-reveal-hidden-brief = { $pair }
stockpile-now-at-kind = 現在の株価
stockpile-now-at-brief = { $company } { $price }
stockpile-loses-kind = 失った株券
stockpile-loses-brief = { $player } { $company } { $count }枚
stockpile-to-split-kind = 分割エリアへ
stockpile-to-split-brief = { $player } { $company } { $count }枚
stockpile-pays-for-pile-kind = 取引エリアの支払い
stockpile-pays-for-pile-brief = { $player } 取引エリア{ $pile }に{ $paid }（{ $took }）
stockpile-pays-fee-kind = 支払った取引手数料
stockpile-pays-fee-brief = { $player } { $amount }
stockpile-fee-unpaid-kind = まだ払えない取引手数料
stockpile-fee-unpaid-brief = { $player } { $amount }
stockpile-pays-waiting-fee-kind = 支払った未払いの取引手数料
stockpile-pays-waiting-fee-brief = { $player } { $amount }
stockpile-bankrupt-kind = 倒産（株券はすべて捨て札、株価は振り出しに）
stockpile-bankrupt-brief = { $company }
